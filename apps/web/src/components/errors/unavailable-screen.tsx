import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredCardLayout } from '../layouts/centered-card-layout.tsx';

interface UnavailableScreenProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  /** More ways out, e.g. signing out. */
  actions?: ReactNode;
}

/** Shown when data the whole page needs could not be loaded; retrying is always possible. */
export function UnavailableScreen({ message, onRetry, retrying, actions }: UnavailableScreenProps) {
  const { t } = useTranslation();
  return (
    <CenteredCardLayout title={t('unavailable.title')}>
      <Stack spacing={3}>
        <Alert severity="error">{message}</Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" size="large" loading={retrying} onClick={onRetry}>
            {t('actions.tryAgain')}
          </Button>
          {actions}
        </Stack>
      </Stack>
    </CenteredCardLayout>
  );
}
