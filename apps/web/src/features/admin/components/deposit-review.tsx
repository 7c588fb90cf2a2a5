import type { AdminDeposit } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { InvoiceStatusChip } from '@/components/invoices/invoice-status-chip.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useAdminDeposit } from '../api/get-admin-deposit.ts';
import { useDepositProof } from '../api/get-deposit-proof.ts';
import { useReviewDeposit } from '../api/review-deposit.ts';
import { formatUsd } from '../lib/format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DetailPage, Facts, ReviewSummary } from './detail-page.tsx';
import {
  CustomerFact,
  DecidedElsewhere,
  DecisionError,
  RejectionDialog,
} from './money-review-parts.tsx';
import { QueryPanel } from './query-state.tsx';

function DepositProof({ deposit }: { deposit: AdminDeposit }) {
  const uploadedAt = deposit.proof?.uploadedAt ?? '';
  const file = useDepositProof(deposit.id, uploadedAt);
  return (
    <Paper
      variant="outlined"
      component="figure"
      sx={{ m: 0, borderRadius: 3, p: 1.5 }}
      data-testid="deposit-proof"
    >
      {file.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading the proof" />
      ) : file.isError ? (
        <Alert severity="error">{errorMessage(file.error)}</Alert>
      ) : file.data.isImage ? (
        <Link href={file.data.objectUrl} target="_blank" rel="noopener">
          <Box
            component="img"
            src={file.data.objectUrl}
            alt={`Proof of payment for ${deposit.number}`}
            sx={{
              display: 'block',
              width: '100%',
              maxHeight: 420,
              objectFit: 'contain',
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          />
        </Link>
      ) : (
        <Link href={file.data.objectUrl} target="_blank" rel="noopener">
          Open the proof (PDF)
        </Link>
      )}
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Proof uploaded {formatDateTime(uploadedAt)}
      </Typography>
    </Paper>
  );
}

function Decision({ deposit }: { deposit: AdminDeposit }) {
  const review = useReviewDeposit(deposit.id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const approveKeys = useRef(new IntentKeys());
  const rejectKeys = useRef(new IntentKeys());
  const close = () => {
    setDialog(null);
    review.reset();
  };

  if (deposit.status !== 'pending' && deposit.status !== 'submitted') {
    return (
      <>
        {review.isError ? <DecisionError error={review.error} /> : null}
        {/* A dialog was open and nothing was sent from it: the change came from elsewhere. */}
        {dialog !== null && review.isIdle ? <DecidedElsewhere /> : null}
        <Alert severity={deposit.status === 'approved' ? 'success' : 'info'}>
          {deposit.status === 'approved'
            ? `Approved ${formatDateTime(deposit.decidedAt)}: ${formatUsd(deposit.amount.usd)} credited to the wallet.`
            : deposit.status === 'rejected'
              ? `Rejected ${formatDateTime(deposit.decidedAt)}: ${deposit.rejectionReason ?? 'no reason given'}`
              : deposit.status === 'expired'
                ? 'Expired: no proof arrived in time.'
                : 'Cancelled by the user.'}
        </Alert>
      </>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {review.isError && dialog === null ? <DecisionError error={review.error} /> : null}
      {deposit.status === 'pending' ? (
        <Alert severity="info" sx={{ width: '100%' }}>
          No proof yet. Approve only if the payment has arrived in the account.
        </Alert>
      ) : null}
      <Button
        variant="contained"
        color="success"
        disabled={review.isPending}
        onClick={() => setDialog('approve')}
      >
        Approve
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={review.isPending}
        onClick={() => setDialog('reject')}
      >
        Reject
      </Button>
      <ConfirmDialog
        open={dialog === 'approve'}
        title={`Approve ${deposit.number}?`}
        message={`${formatUsd(deposit.amount.usd)} is credited to ${deposit.customer.name}'s wallet at once. Approve only once the payment is in the account.`}
        confirmLabel="Approve and credit"
        confirmColor="success"
        busy={review.isPending}
        onClose={close}
        onConfirm={() =>
          review.mutate(
            {
              decision: { decision: 'approve' },
              idempotencyKey: approveKeys.current.keyFor(deposit.id),
            },
            {
              onSuccess: () => toast.success(`${deposit.number} approved: the wallet is credited.`),
              onSettled: () => setDialog(null),
            },
          )
        }
      />
      <RejectionDialog
        open={dialog === 'reject'}
        number={deposit.number}
        description="Nothing is credited. The user sees your reason on the invoice."
        helperText="Say what was wrong, e.g. the amount or the reference does not match (3 to 300 characters)"
        busy={review.isPending}
        error={review.error}
        onClose={close}
        onSubmit={(reason) =>
          review
            .mutateAsync({
              decision: { decision: 'reject', reason },
              idempotencyKey: rejectKeys.current.keyFor(reason),
            })
            .then(() => {
              toast.success(`${deposit.number} rejected. The user sees your reason.`);
              setDialog(null);
            })
        }
      />
    </Box>
  );
}

function DepositDetails({ deposit: data }: { deposit: AdminDeposit }) {
  const { instructions } = data.method;
  const local = data.currency === 'USD' ? '' : ` (${data.amount.local} ${data.currency})`;
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
    <DetailPage title={`Deposit ${data.number}`} subtitle={data.customer.name}>
      <ReviewSummary>
        <Box>
          <InvoiceStatusChip status={data.status} size="medium" />
        </Box>
        <Facts facts={facts} stackOnPhones />
        <Decision deposit={data} />
      </ReviewSummary>
      {data.proof ? (
        <Box component="section" aria-label="Proof of payment" sx={{ maxWidth: 640 }}>
          <DepositProof deposit={data} />
        </Box>
      ) : (
        <Typography color="text.secondary">The user has not uploaded a proof yet.</Typography>
      )}
    </DetailPage>
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
