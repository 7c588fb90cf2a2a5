import type { Withdrawal } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
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
import { useWithdrawalsText } from '../i18n.ts';
import { FUND_KEYS, fundInSentence } from '../lib/labels.ts';
import { CancelWithdrawalButton } from './cancel-withdrawal-button.tsx';

/** Where the withdrawal stands, in a sentence the person can act on. */
function StatusNote({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useWithdrawalsText();
  const net = `${formatAmount(withdrawal.net.usd)} USD`;
  const fund = fundInSentence(t, withdrawal.source);
  switch (withdrawal.status) {
    case 'pending':
      return (
        <Alert severity="warning" data-testid="withdrawal-status-note">
          <AlertTitle>{t('status.pendingTitle')}</AlertTitle>
          {t('status.pending', { fund, net })}
        </Alert>
      );
    case 'paid':
      return (
        <Alert severity="success" data-testid="withdrawal-status-note">
          <AlertTitle>{t('status.paidTitle')}</AlertTitle>
          {t('status.paid', { net, date: formatDateTime(withdrawal.decidedAt) })}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert severity="error" data-testid="withdrawal-status-note">
          <AlertTitle>{t('status.rejectedTitle')}</AlertTitle>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
            {withdrawal.rejectionReason ?? t('receipt.noReason')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('status.rejected', { fund })}
          </Typography>
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert severity="info" data-testid="withdrawal-status-note">
          <AlertTitle>{t('status.cancelledTitle')}</AlertTitle>
          {t('status.cancelled', { fund })}
        </Alert>
      );
  }
}

const DECIDED_KEYS: Record<Withdrawal['status'], ParseKeys<'withdrawals'>> = {
  pending: 'receipt.decided.pending',
  paid: 'receipt.decided.paid',
  rejected: 'receipt.decided.rejected',
  cancelled: 'receipt.decided.cancelled',
};

function ReceiptView({ userId, withdrawal }: { userId: string; withdrawal: Withdrawal }) {
  const { t } = useWithdrawalsText();
  const { bank } = withdrawal;
  const sourceLabel = t(FUND_KEYS[withdrawal.source]);
  const bankRows: Array<[string, string]> = [
    [t('receipt.bankName'), bank.bankName],
    [t('receipt.accountHolder'), bank.accountHolder],
    [t('receipt.accountNumber'), bank.accountNumber],
    [t('receipt.swift'), bank.swift],
  ];
  return (
    <InvoiceDocument
      title={t('receipt.title')}
      number={withdrawal.number}
      status={withdrawal.status}
      dates={[
        { label: t('receipt.requested'), value: withdrawal.createdAt },
        { label: t(DECIDED_KEYS[withdrawal.status]), value: withdrawal.decidedAt },
      ]}
      customer={withdrawal.customer}
      currency={{ currency: withdrawal.currency, rate: withdrawal.rate }}
      lines={[
        { label: t('receipt.fromFund', { fund: sourceLabel.toLowerCase() }), ...withdrawal.amount },
        { label: t('receipt.fee'), ...withdrawal.fee },
        { label: t('receipt.paidToBank'), ...withdrawal.net, total: true },
      ]}
      pdfUrl={`/api/withdrawals/${encodeURIComponent(withdrawal.id)}/pdf`}
    >
      <StatusNote withdrawal={withdrawal} />
      <InvoiceSection title={t('receipt.bankAccount')}>
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
          {t('receipt.bankAsAsked')}
        </Typography>
      </InvoiceSection>
      {withdrawal.payoutReference ? (
        <InvoiceSection title={t('receipt.payoutReference')}>
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
  const { t } = useWithdrawalsText();
  return (
    <InvoiceLoader
      query={useWithdrawal(userId, withdrawalId)}
      kind="receipt"
      listPath={paths.withdrawalInvoices}
      notFound={t('receipt.notFound')}
    >
      {(withdrawal) => <ReceiptView userId={userId} withdrawal={withdrawal} />}
    </InvoiceLoader>
  );
}
