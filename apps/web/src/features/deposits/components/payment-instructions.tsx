import type { Deposit } from '@kapital/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatAmount } from '@/lib/invoices/invoice-format.ts';
import { qrCodeDataUrl } from '@/lib/qr-code.ts';
import { CopyValue } from './copy-value.tsx';

/** Where and how to pay a deposit invoice, each value with a copy button; a QR code for crypto. */
export function PaymentInstructions({ deposit }: { deposit: Deposit }) {
  const { instructions } = deposit.method;
  const address = instructions.kind === 'crypto' ? instructions.address : null;
  const qr = useMemo(() => (address ? qrCodeDataUrl(address) : null), [address]);
  const amount = `${formatAmount(deposit.amount.usd)} USD`;
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
        <CopyValue label="Amount" value={amount} />
        {instructions.kind === 'bank' ? (
          <>
            <CopyValue label="Bank" value={instructions.bankName} />
            <CopyValue label="Account holder" value={instructions.accountHolder} />
            <CopyValue label="Account number" value={instructions.accountNumber} />
          </>
        ) : (
          <>
            <CopyValue label="Asset" value={instructions.asset} />
            <CopyValue label="Network" value={instructions.network} />
            <CopyValue label="Address" value={instructions.address} />
          </>
        )}
        <CopyValue label="Reference" value={deposit.reference} />
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
            alt={`QR code of the ${instructions.asset} address on ${instructions.network}`}
            sx={{ display: 'block', width: 168, height: 168, bgcolor: '#fff', borderRadius: 1 }}
          />
          <Typography component="figcaption" variant="caption" color="text.secondary">
            Scan to pay on {instructions.network}
          </Typography>
        </Paper>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {instructions.kind === 'bank'
          ? `Write the reference ${deposit.reference} in the transfer's note so we can match your payment.`
          : `Send only ${instructions.asset} on ${instructions.network}; other assets or networks are lost.`}
      </Typography>
    </Box>
  );
}
