import type { Deposit } from '@kapital/shared';
import { parseMoney } from '@kapital/shared/money';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatAmount } from '@/lib/i18n/format.ts';
import { qrCodeDataUrl } from '@/lib/qr-code.ts';
import { useDepositsText } from '../i18n.ts';
import { CopyValue } from './copy-value.tsx';

/** Where and how to pay a deposit invoice, each value with a copy button; a QR code for crypto. */
export function PaymentInstructions({ deposit }: { deposit: Deposit }) {
  const { t } = useDepositsText();
  const { instructions } = deposit.method;
  const address = instructions.kind === 'crypto' ? instructions.address : null;
  const qr = useMemo(() => (address ? qrCodeDataUrl(address) : null), [address]);
  const amount = `${formatAmount(parseMoney(deposit.amount.usd))} USD`;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: qr ? 'minmax(0, 1fr) auto' : '1fr' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box
        component="dl"
        data-testid="payment-instructions"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          '& dd': { mb: { xs: 1, sm: 0 } },
        }}
      >
        <CopyValue label={t('instructions.amount')} value={amount} />
        {instructions.kind === 'bank' ? (
          <>
            <CopyValue label={t('instructions.bank')} value={instructions.bankName} />
            <CopyValue label={t('instructions.accountHolder')} value={instructions.accountHolder} />
            <CopyValue label={t('instructions.accountNumber')} value={instructions.accountNumber} />
          </>
        ) : (
          <>
            <CopyValue label={t('instructions.asset')} value={instructions.asset} />
            <CopyValue label={t('instructions.network')} value={instructions.network} />
            <CopyValue label={t('instructions.address')} value={instructions.address} />
          </>
        )}
        <CopyValue label={t('instructions.reference')} value={deposit.reference} />
      </Box>
      {qr && instructions.kind === 'crypto' ? (
        <Paper
          variant="outlined"
          component="figure"
          sx={{ m: 0, p: 1.5, borderRadius: 2, textAlign: 'center', justifySelf: 'center' }}
        >
          <Box
            component="img"
            src={qr}
            alt={t('instructions.qrAlt', {
              asset: instructions.asset,
              network: instructions.network,
            })}
            sx={{ display: 'block', width: 168, height: 168, bgcolor: '#fff', borderRadius: 1 }}
          />
          <Typography component="figcaption" variant="caption" color="text.secondary">
            {t('instructions.scanToPay', { network: instructions.network })}
          </Typography>
        </Paper>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {instructions.kind === 'bank'
          ? t('instructions.bankNote', { reference: deposit.reference })
          : t('instructions.cryptoNote', {
              asset: instructions.asset,
              network: instructions.network,
            })}
      </Typography>
    </Box>
  );
}
