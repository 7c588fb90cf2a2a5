import type { Withdrawal } from '@kapital/shared';
import { CASH_FUND_LABELS } from '@kapital/shared/constants';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  InvoiceActions,
  InvoiceDocument,
  InvoiceSection,
} from '@/components/invoices/invoice-document.tsx';
import { InvoiceLoader } from '@/components/invoices/invoice-loader.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/invoices/invoice-format.ts';
import { useWithdrawal } from '../api/get-withdrawal.ts';
import { CancelWithdrawalButton } from './cancel-withdrawal-button.tsx';

/** Where the withdrawal stands, in a sentence the person can act on. */
function StatusNote({ withdrawal }: { withdrawal: Withdrawal }) {
  const net = `${formatAmount(withdrawal.net.usd)} USD`;
  const source = CASH_FUND_LABELS[withdrawal.source].toLowerCase();
  switch (withdrawal.status) {
    case 'pending':
      return (
        <Alert severity="warning" data-testid="withdrawal-status-note">
          <AlertTitle>Waiting for payout</AlertTitle>
          The amount is set aside from your {source}. Staff pay {net} into your bank account; this
          page updates by itself. You can cancel until then.
        </Alert>
      );
    case 'paid':
      return (
        <Alert severity="success" data-testid="withdrawal-status-note">
          <AlertTitle>Paid</AlertTitle>
          {net} was sent to your bank account on {formatDateTime(withdrawal.decidedAt)}.
        </Alert>
      );
    case 'rejected':
      return (
        <Alert severity="error" data-testid="withdrawal-status-note">
          <AlertTitle>Not paid</AlertTitle>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
            {withdrawal.rejectionReason ?? 'No reason was given.'}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            The whole amount went back to your {source}.
          </Typography>
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert severity="info" data-testid="withdrawal-status-note">
          <AlertTitle>Cancelled</AlertTitle>
          You cancelled this withdrawal. The whole amount went back to your {source}.
        </Alert>
      );
  }
}

const DECIDED_LABELS: Record<Withdrawal['status'], string> = {
  pending: 'Decided',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

function ReceiptView({ userId, withdrawal }: { userId: string; withdrawal: Withdrawal }) {
  const { bank } = withdrawal;
  const sourceLabel = CASH_FUND_LABELS[withdrawal.source];
  const bankRows: Array<[string, string]> = [
    ['Bank name', bank.bankName],
    ['Account holder', bank.accountHolder],
    ['Account number', bank.accountNumber],
    ['SWIFT/BIC or branch code', bank.swift],
  ];
  return (
    <InvoiceDocument
      title="Withdrawal receipt"
      number={withdrawal.number}
      status={withdrawal.status}
      dates={[
        { label: 'Requested', value: withdrawal.createdAt },
        { label: DECIDED_LABELS[withdrawal.status], value: withdrawal.decidedAt },
      ]}
      customer={withdrawal.customer}
      currency={{ currency: withdrawal.currency, rate: withdrawal.rate }}
      lines={[
        { label: `Withdrawal from ${sourceLabel.toLowerCase()}`, ...withdrawal.amount },
        { label: 'Fee', ...withdrawal.fee },
        { label: 'Paid to your bank', ...withdrawal.net, total: true },
      ]}
      pdfUrl={`/api/withdrawals/${encodeURIComponent(withdrawal.id)}/pdf`}
    >
      <StatusNote withdrawal={withdrawal} />
      <InvoiceSection title="Bank account">
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {bankRows.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          The account as it was when you asked; a later change does not redirect this payment.
        </Typography>
      </InvoiceSection>
      {withdrawal.payoutReference ? (
        <InvoiceSection title="Payout reference">
          <Typography
            data-testid="withdrawal-payout-reference"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {withdrawal.payoutReference}
          </Typography>
        </InvoiceSection>
      ) : null}
      {withdrawal.status === 'pending' ? (
        <InvoiceActions>
          <CancelWithdrawalButton
            userId={userId}
            withdrawalId={withdrawal.id}
            number={withdrawal.number}
            sourceLabel={sourceLabel}
          />
        </InvoiceActions>
      ) : null}
    </InvoiceDocument>
  );
}

/** /invoice-wd/{id}: the receipt, kept up to date by the server's invoice events. */
export function WithdrawalReceipt({
  userId,
  withdrawalId,
}: {
  userId: string;
  withdrawalId: string;
}) {
  return (
    <InvoiceLoader
      query={useWithdrawal(userId, withdrawalId)}
      kind="receipt"
      listPath={paths.withdrawalInvoices}
      notFound="This withdrawal does not exist or is not yours."
    >
      {(withdrawal) => <ReceiptView userId={userId} withdrawal={withdrawal} />}
    </InvoiceLoader>
  );
}
