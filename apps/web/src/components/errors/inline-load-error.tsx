import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error.ts';

interface InlineLoadErrorProps {
  /** What could not be loaded, as a sentence: "Your balance could not be loaded." */
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  sx?: SxProps<Theme>;
}

/** A card's data failed to load: one line in the card's place, with a retry beside it. */
export function InlineLoadError({ message, error, onRetry, retrying, sx }: InlineLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" loading={retrying} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {message} {errorMessage(error)}
    </Alert>
  );
}
