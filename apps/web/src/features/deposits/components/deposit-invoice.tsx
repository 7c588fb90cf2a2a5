import type { Deposit } from '@kapital/shared';
import { parseMoney } from '@kapital/shared/money';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import {
  InvoiceActions,
  InvoiceDocument,
  InvoiceSection,
} from '@/components/invoices/invoice-document.tsx';
import { InvoiceLoader } from '@/components/invoices/invoice-loader.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/i18n/format.ts';
import { useDeposit } from '../api/get-deposit.ts';
import { useDepositsText } from '../i18n.ts';
import { canCancelDeposit, canUploadProof } from '../lib/deposit-status.ts';
import { CancelDepositButton } from './cancel-deposit-button.tsx';
import { PaymentInstructions } from './payment-instructions.tsx';
import { ProofUploadForm } from './proof-upload-form.tsx';

/** Where the invoice stands, in a sentence the user can act on. */
function StatusNote({ deposit }: { deposit: Deposit }) {
  const { t } = useDepositsText();
  const amount = `${formatAmount(parseMoney(deposit.amount.usd))} USD`;
  switch (deposit.status) {
    case 'pending':
      return (
        <Alert severity="info" data-testid="deposit-status-note">
          <AlertTitle>{t('invoice.pendingTitle')}</AlertTitle>
          {t('invoice.pending', { amount, date: formatDateTime(deposit.expiresAt) })}
        </Alert>
      );
    case 'submitted':
      return (
        <Alert severity="warning" data-testid="deposit-status-note">
          <AlertTitle>{t('invoice.submittedTitle')}</AlertTitle>
          {t('invoice.submitted')}
        </Alert>
      );
    case 'approved':
      return (
        <Alert severity="success" data-testid="deposit-status-note">
          <AlertTitle>{t('invoice.approvedTitle')}</AlertTitle>
          {t('invoice.approved', { amount, date: formatDateTime(deposit.decidedAt) })}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert severity="error" data-testid="deposit-status-note">
          <AlertTitle>{t('invoice.rejectedTitle')}</AlertTitle>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
            {deposit.rejectionReason ?? t('invoice.noReason')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('invoice.rejected')}
          </Typography>
        </Alert>
      );
    case 'expired':
      return (
        <Alert severity="info" data-testid="deposit-status-note">
          <AlertTitle>{t('invoice.expiredTitle')}</AlertTitle>
          {t('invoice.expired', { date: formatDateTime(deposit.expiresAt) })}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert severity="info" data-testid="deposit-status-note">
          <AlertTitle>{t('invoice.cancelledTitle')}</AlertTitle>
          {t('invoice.cancelled')}
        </Alert>
      );
  }
}

function DepositInvoiceView({ userId, deposit }: { userId: string; deposit: Deposit }) {
  const { t } = useDepositsText();
  const dates = [
    { label: t('invoice.created'), value: deposit.createdAt },
    deposit.status === 'pending'
      ? { label: t('invoice.expires'), value: deposit.expiresAt }
      : { label: t('invoice.proofReceived'), value: deposit.proof?.uploadedAt ?? null },
    { label: t('invoice.decided'), value: deposit.decidedAt },
  ];
  return (
    <InvoiceDocument
      title={t('invoice.title')}
      number={deposit.number}
      status={deposit.status}
      dates={dates}
      customer={deposit.customer}
      currency={{ currency: deposit.currency, rate: deposit.rate }}
      lines={[
        {
          label: t('invoice.depositVia', { method: deposit.method.label }),
          ...deposit.amount,
          total: true,
        },
      ]}
      pdfUrl={`/api/deposits/${encodeURIComponent(deposit.id)}/pdf`}
    >
      <StatusNote deposit={deposit} />
      <InvoiceSection title={t('invoice.instructionsTitle')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          <Trans
            t={t}
            i18nKey="invoice.reference"
            values={{ reference: deposit.reference, method: deposit.method.label }}
            components={{ strong: <strong /> }}
          />
        </Typography>
        <PaymentInstructions deposit={deposit} />
      </InvoiceSection>
      {canUploadProof(deposit.status) ? (
        <Box data-print="hide" sx={{ displayPrint: 'none' }}>
          <InvoiceSection title={t('invoice.proofTitle')}>
            <ProofUploadForm userId={userId} depositId={deposit.id} />
          </InvoiceSection>
        </Box>
      ) : deposit.proof ? (
        <InvoiceSection title={t('invoice.proofTitle')}>
          <Typography>
            {t('invoice.received', { date: formatDateTime(deposit.proof.uploadedAt) })}{' '}
            <Link
              href={deposit.proof.url}
              target="_blank"
              rel="noopener"
              underline="always"
              data-print="hide"
            >
              {t('invoice.openProof')}
            </Link>
          </Typography>
          {deposit.txReference ? (
            <Typography sx={{ mt: 0.5 }}>
              {t('invoice.txReference')}{' '}
              <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {deposit.txReference}
              </Box>
            </Typography>
          ) : null}
        </InvoiceSection>
      ) : null}
      {canCancelDeposit(deposit.status) ? (
        <InvoiceActions>
          <CancelDepositButton userId={userId} depositId={deposit.id} number={deposit.number} />
        </InvoiceActions>
      ) : null}
    </InvoiceDocument>
  );
}

/** /invoice-balance/{id}: the invoice, kept up to date by the server's invoice events. */
export function DepositInvoice({ userId, depositId }: { userId: string; depositId: string }) {
  const { t } = useDepositsText();
  return (
    <InvoiceLoader
      query={useDeposit(userId, depositId)}
      kind="invoice"
      listPath={paths.balanceInvoices}
      notFound={t('invoice.notFound')}
    >
      {(deposit) => <DepositInvoiceView userId={userId} deposit={deposit} />}
    </InvoiceLoader>
  );
}
