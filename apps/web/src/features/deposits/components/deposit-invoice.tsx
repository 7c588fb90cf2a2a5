import type { Deposit } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
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
import { useDeposit } from '../api/get-deposit.ts';
import { canCancelDeposit, canUploadProof } from '../lib/deposit-status.ts';
import { CancelDepositButton } from './cancel-deposit-button.tsx';
import { PaymentInstructions } from './payment-instructions.tsx';
import { ProofUploadForm } from './proof-upload-form.tsx';

/** Where the invoice stands, in a sentence the user can act on. */
function StatusNote({ deposit }: { deposit: Deposit }) {
  const amount = `${formatAmount(deposit.amount.usd)} USD`;
  switch (deposit.status) {
    case 'pending':
      return (
        <Alert severity="info" data-testid="deposit-status-note">
          <AlertTitle>Awaiting your payment</AlertTitle>
          Pay {amount} as shown below, then upload the proof before{' '}
          {formatDateTime(deposit.expiresAt)}; without it the invoice expires.
        </Alert>
      );
    case 'submitted':
      return (
        <Alert severity="warning" data-testid="deposit-status-note">
          <AlertTitle>Waiting for review</AlertTitle>
          Staff are checking your payment. Your wallet is credited as soon as they approve it; this
          page updates by itself.
        </Alert>
      );
    case 'approved':
      return (
        <Alert severity="success" data-testid="deposit-status-note">
          <AlertTitle>Approved</AlertTitle>
          {amount} was credited to your wallet on {formatDateTime(deposit.decidedAt)}.
        </Alert>
      );
    case 'rejected':
      return (
        <Alert severity="error" data-testid="deposit-status-note">
          <AlertTitle>Not approved</AlertTitle>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
            {deposit.rejectionReason ?? 'No reason was given.'}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Nothing was credited. Contact support if you have paid, or issue a new invoice.
          </Typography>
        </Alert>
      );
    case 'expired':
      return (
        <Alert severity="info" data-testid="deposit-status-note">
          <AlertTitle>Expired</AlertTitle>
          No proof arrived by {formatDateTime(deposit.expiresAt)}. Do not pay this invoice; issue a
          new one.
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert severity="info" data-testid="deposit-status-note">
          <AlertTitle>Cancelled</AlertTitle>
          You cancelled this invoice. Do not pay it; issue a new one when you are ready.
        </Alert>
      );
  }
}

function DepositInvoiceView({ userId, deposit }: { userId: string; deposit: Deposit }) {
  const dates = [
    { label: 'Created', value: deposit.createdAt },
    deposit.status === 'pending'
      ? { label: 'Expires', value: deposit.expiresAt }
      : { label: 'Proof received', value: deposit.proof?.uploadedAt ?? null },
    { label: 'Decided', value: deposit.decidedAt },
  ];
  return (
    <InvoiceDocument
      title="Deposit invoice"
      number={deposit.number}
      status={deposit.status}
      dates={dates}
      customer={deposit.customer}
      currency={{ currency: deposit.currency, rate: deposit.rate }}
      lines={[{ label: `Deposit via ${deposit.method.label}`, ...deposit.amount, total: true }]}
      pdfUrl={`/api/deposits/${encodeURIComponent(deposit.id)}/pdf`}
    >
      <StatusNote deposit={deposit} />
      <InvoiceSection title="Payment instructions">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Reference <strong>{deposit.reference}</strong> · {deposit.method.label}
        </Typography>
        <PaymentInstructions deposit={deposit} />
      </InvoiceSection>
      {canUploadProof(deposit.status) ? (
        <Box data-print="hide" sx={{ displayPrint: 'none' }}>
          <InvoiceSection title="Proof of payment">
            <ProofUploadForm userId={userId} depositId={deposit.id} />
          </InvoiceSection>
        </Box>
      ) : deposit.proof ? (
        <InvoiceSection title="Proof of payment">
          <Typography>
            Received {formatDateTime(deposit.proof.uploadedAt)}.{' '}
            <Link
              href={deposit.proof.url}
              target="_blank"
              rel="noopener"
              underline="always"
              data-print="hide"
            >
              Open your proof
            </Link>
          </Typography>
          {deposit.txReference ? (
            <Typography sx={{ mt: 0.5 }}>
              Transaction reference:{' '}
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
  return (
    <InvoiceLoader
      query={useDeposit(userId, depositId)}
      kind="invoice"
      listPath={paths.balanceInvoices}
      notFound="This invoice does not exist or is not yours."
    >
      {(deposit) => <DepositInvoiceView userId={userId} deposit={deposit} />}
    </InvoiceLoader>
  );
}
