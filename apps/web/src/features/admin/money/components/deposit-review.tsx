import type { AdminDeposit } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InvoiceStatusChip } from '@/components/invoices/invoice-status-chip.tsx';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import {
  ApprovalDialog,
  DecidedNote,
  DecisionButtons,
  ReviewPage,
  StoredFileFigure,
} from '@/features/admin/shared/components/review-parts.tsx';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { useReviewDecision } from '@/features/admin/shared/lib/use-review-decision.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/invoices/invoice-format.ts';
import { useAdminDeposit } from '../api/get-admin-deposit.ts';
import { useDepositProof } from '../api/get-deposit-proof.ts';
import { useReviewDeposit } from '../api/review-deposit.ts';
import { keyedDecision } from '../lib/keyed-decision.ts';
import { CustomerFact, RejectionDialog } from './money-review-parts.tsx';

function DepositProof({ deposit }: { deposit: AdminDeposit }) {
  const uploadedAt = deposit.proof?.uploadedAt ?? '';
  return (
    <StoredFileFigure
      file={useDepositProof(deposit.id, uploadedAt)}
      alt={`Proof of payment for ${deposit.number}`}
      pdfLabel="Open the proof (PDF)"
      caption={`Proof uploaded ${formatDateTime(uploadedAt)}`}
      maxHeight={420}
      testId="deposit-proof"
    />
  );
}

function Decision({ deposit }: { deposit: AdminDeposit }) {
  const decision = useReviewDecision(useReviewDeposit(deposit.id));
  if (deposit.status !== 'pending' && deposit.status !== 'submitted') {
    return (
      <DecidedNote
        decision={decision}
        severity={deposit.status === 'approved' ? 'success' : 'info'}
      >
        {deposit.status === 'approved'
          ? `Approved ${formatDateTime(deposit.decidedAt)}: ${formatUsd(deposit.amount.usd)} credited to the wallet.`
          : deposit.status === 'rejected'
            ? `Rejected ${formatDateTime(deposit.decidedAt)}: ${deposit.rejectionReason ?? 'no reason given'}`
            : deposit.status === 'expired'
              ? 'Expired: no proof arrived in time.'
              : 'Cancelled by the user.'}
      </DecidedNote>
    );
  }
  return (
    <DecisionButtons
      decision={decision}
      approveLabel="Approve"
      note={
        deposit.status === 'pending' ? (
          <Alert severity="info" sx={{ width: '100%' }}>
            No proof yet. Approve only if the payment has arrived in the account.
          </Alert>
        ) : null
      }
    >
      <ApprovalDialog
        decision={decision}
        title={`Approve ${deposit.number}?`}
        message={`${formatUsd(deposit.amount.usd)} is credited to ${deposit.customer.name}'s wallet at once. Approve only once the payment is in the account.`}
        confirmLabel="Approve and credit"
        onConfirm={() =>
          decision.confirm(
            keyedDecision(decision.keys.approve, { decision: 'approve' }),
            `${deposit.number} approved: the wallet is credited.`,
          )
        }
      />
      <RejectionDialog
        decision={decision}
        number={deposit.number}
        description="Nothing is credited. The user sees your reason on the invoice."
        helperText="Say what was wrong, e.g. the amount or the reference does not match (3 to 300 characters)"
        rejectedMessage={`${deposit.number} rejected. The user sees your reason.`}
      />
    </DecisionButtons>
  );
}

function DepositDetails({ deposit: data }: { deposit: AdminDeposit }) {
  const { instructions } = data.method;
  const local =
    data.currency === 'USD' ? '' : ` (${formatAmount(data.amount.local)} ${data.currency})`;
  const facts: Array<[string, ReactNode]> = [
    ['Customer', <CustomerFact key="customer" customer={data.customer} userId={data.userId} />],
    ['Amount', `${formatUsd(data.amount.usd)}${local}`],
    [
      'Method',
      instructions.kind === 'bank'
        ? `${data.method.label}: ${instructions.bankName}, ${instructions.accountNumber}`
        : `${data.method.label}: ${instructions.asset} on ${instructions.network}`,
    ],
    [
      'Reference',
      <Box key="reference" component="span" sx={{ fontFamily: 'monospace' }}>
        {data.reference}
      </Box>,
    ],
    ['Transaction reference', data.txReference ?? '—'],
    ['Created', formatDateTime(data.createdAt)],
    ['Proof uploaded', formatDateTime(data.proof?.uploadedAt)],
    ['Decided', formatDateTime(data.decidedAt)],
  ];
  return (
    <ReviewPage
      title={`Deposit ${data.number}`}
      subtitle={data.customer.name}
      status={<InvoiceStatusChip status={data.status} size="medium" />}
      facts={facts}
      decision={<Decision deposit={data} />}
    >
      {data.proof ? (
        <Box component="section" aria-label="Proof of payment" sx={{ maxWidth: 640 }}>
          <DepositProof deposit={data} />
        </Box>
      ) : (
        <Typography color="text.secondary">The user has not uploaded a proof yet.</Typography>
      )}
    </ReviewPage>
  );
}

/** One deposit: who, how much, how they paid, their proof, and the decision. */
export function DepositReview({ id }: { id: string }) {
  return (
    <QueryPanel
      query={useAdminDeposit(id)}
      pendingTitle="Deposit"
      loadingLabel="Loading the deposit"
    >
      {(deposit) => <DepositDetails deposit={deposit} />}
    </QueryPanel>
  );
}
