import Alert from '@mui/material/Alert';
import { type CustomContentProps, closeSnackbar, SnackbarContent } from 'notistack';
import type { Ref } from 'react';

const SEVERITIES = {
  default: 'info',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
} as const;

type ToastAlertProps = CustomContentProps & { ref?: Ref<HTMLDivElement> };

/** notistack's toasts drawn as MUI alerts, so they follow the theme's colours and contrast. */
export function ToastAlert({ id, message, variant, ref }: ToastAlertProps) {
  return (
    <SnackbarContent ref={ref}>
      <Alert
        variant="filled"
        severity={SEVERITIES[variant]}
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%', boxShadow: 6 }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
}
