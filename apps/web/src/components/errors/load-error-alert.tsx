import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error.ts';

interface LoadErrorAlertProps {
  /** What could not be loaded, e.g. "Your bank account could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A screen's data failed to load: what, the server's reason, and a way to try again. */
export function LoadErrorAlert({ title, error, onRetry }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {errorMessage(error)}
    </Alert>
  );
}
