import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useAuthText } from '../i18n.ts';

/** A reset link without a token, or with one the server refused: the way to a new link. */
export function InvalidResetLink() {
  const { t } = useAuthText();
  return (
    <Stack spacing={3}>
      <Alert severity="error">{t('invalidResetLink.message')}</Alert>
      <Button
        component={RouterLink}
        to={paths.forgotPassword}
        variant="contained"
        size="large"
        fullWidth
      >
        {t('invalidResetLink.requestNew')}
      </Button>
    </Stack>
  );
}
