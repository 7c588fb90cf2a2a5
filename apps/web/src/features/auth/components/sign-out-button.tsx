import Logout from '@mui/icons-material/Logout';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { errorMessage } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useSignOut } from '../api/sign-out.ts';
import { useAuthText } from '../i18n.ts';

interface SignOutButtonProps {
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Leaves room in a crowded app bar on phones. */
  iconOnlyOnPhones?: boolean;
}

/** Signs out; the signed-in area then leaves for /login on its own. */
export function SignOutButton({
  variant = 'outlined',
  size,
  iconOnlyOnPhones = false,
}: SignOutButtonProps) {
  const { t } = useAuthText();
  const signOut = useSignOut();
  const onClick = () =>
    signOut.mutate(undefined, {
      onError: (error) => toast.error(t('signOut.failed', { message: errorMessage(error) })),
    });

  return (
    <>
      {iconOnlyOnPhones ? (
        <IconButton
          aria-label={t('signOut.label')}
          disabled={signOut.isPending}
          onClick={onClick}
          sx={{ display: { sm: 'none' } }}
        >
          {signOut.isPending ? (
            <CircularProgress size={24} aria-label={t('signOut.pending')} />
          ) : (
            <Logout />
          )}
        </IconButton>
      ) : null}
      <Button
        variant={variant}
        size={size}
        startIcon={<Logout />}
        loading={signOut.isPending}
        onClick={onClick}
        sx={iconOnlyOnPhones ? { display: { xs: 'none', sm: 'inline-flex' } } : undefined}
      >
        {t('signOut.label')}
      </Button>
    </>
  );
}
