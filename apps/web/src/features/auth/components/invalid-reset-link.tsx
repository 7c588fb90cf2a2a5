import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';

/** A reset link without a token, or with one the server refused: the way to a new link. */
export function InvalidResetLink() {
  return (
    <Stack spacing={3}>
      <Alert severity="error">
        This password reset link is invalid or has expired. Links work once and for a limited time.
      </Alert>
      <Button
        component={RouterLink}
        to={paths.forgotPassword}
        variant="contained"
        size="large"
        fullWidth
      >
        Request a new link
      </Button>
    </Stack>
  );
}
