import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '@/components/errors/load-error-alert.tsx';
import { ContentSpinner } from '@/components/page-spinner.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useBank } from '../api/get-bank.ts';
import { useBankText } from '../i18n.ts';
import { BankDetailsCard } from './bank-details-card.tsx';
import { BankForm } from './bank-form.tsx';

const cardSx = { p: { xs: 2.5, sm: 3 }, borderRadius: 3 };

/** /data-bank: the saved account (or none yet), the pause after a change, and the form. */
export function BankScreen({ userId, email }: { userId: string; email: string }) {
  const { t } = useBankText();
  const bank = useBank(userId);

  if (bank.isPending) return <ContentSpinner label={t('screen.loading')} />;
  if (bank.isError) {
    return (
      <LoadErrorAlert
        title={t('screen.loadError')}
        error={bank.error}
        onRetry={() => void bank.refetch()}
      />
    );
  }

  const { details, withdrawalsOpenAt } = bank.data;
  return (
    <Stack spacing={3}>
      {withdrawalsOpenAt ? (
        <Alert severity="info" data-testid="bank-cooldown" sx={{ borderRadius: 3 }}>
          <AlertTitle>
            {t('screen.cooldown.title', { date: formatDateTime(withdrawalsOpenAt) })}
          </AlertTitle>
          {t('screen.cooldown.body')}
        </Alert>
      ) : null}
      {details ? (
        <BankDetailsCard details={details} />
      ) : (
        <Card
          variant="outlined"
          sx={{ ...cardSx, display: 'flex', alignItems: 'center', gap: 2 }}
          data-testid="bank-empty"
        >
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 48,
              height: 48,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.12)',
            }}
          >
            <AccountBalance />
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{t('screen.empty.title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('screen.empty.body')}
            </Typography>
          </Box>
        </Card>
      )}
      <Card variant="outlined" sx={cardSx}>
        <BankForm userId={userId} email={email} details={details} />
      </Card>
    </Stack>
  );
}
