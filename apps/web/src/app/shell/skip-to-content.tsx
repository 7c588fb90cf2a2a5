import Link from '@mui/material/Link';
import { useShellText } from '../i18n.ts';

/**
 * The first Tab stop of the shell: jumps past the menu and the ticker's links to the screen.
 * Hidden until focused.
 */
export function SkipToContent({ target }: { target: string }) {
  const { t } = useShellText();
  return (
    <Link
      href={`#${target}`}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 4,
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none' },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
