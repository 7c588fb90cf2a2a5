import { type AdminWithdrawal, payoutBody } from '@kapital/shared';
import { CASH_FUND_LABELS } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { InvoiceStatusChip } from '@/components/invoices/invoice-status-chip.tsx';
import { Facts } from '@/features/admin/shared/components/detail-page.tsx';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import {
  DecidedNote,
  DecisionButtons,
  ReviewPage,
  TextDecisionDialog,
} from '@/features/admin/shared/components/review-parts.tsx';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useAdminWithdrawal } from '../api/get-admin-withdrawal.ts';
import { useReviewWithdrawal } from '../api/review-withdrawal.ts';
import { CustomerFact, RejectionDialog } from './money-review-parts.tsx';

function Decision({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const review = useReviewWithdrawal(withdrawal.id);
  const [dialog, setDialog] = useState<'pay' | 'reject' | null>(null);
  const payKeys = useRef(new IntentKeys());
  const rejectKeys = useRef(new IntentKeys());
  const close = () => {
    setDialog(null);
    review.reset();
  };

  if (withdrawal.status !== 'pending') {
    return (
      <DecidedNote
        review={review}
        dialogWasOpen={dialog !== null}
        severity={withdrawal.status === 'paid' ? 'success' : 'info'}
      >
        {withdrawal.status === 'paid'
          ? `Paid ${formatDateTime(withdrawal.decidedAt)} with reference ${withdrawal.payoutReference ?? '—'}.`
          : withdrawal.status === 'rejected'
            ? `Rejected ${formatDateTime(withdrawal.decidedAt)}: ${withdrawal.rejectionReason ?? 'no reason given'}. The money went back to the ${CASH_FUND_LABELS[withdrawal.source].toLowerCase()}.`
            : 'Cancelled by the user; the money went back.'}
      </DecidedNote>
    );
  }
  return (
    <DecisionButtons
      approveLabel="Mark paid"
      busy={review.isPending}
      error={review.isError && dialog === null ? review.error : null}
      onApprove={() => setDialog('pay')}
      onReject={() => setDialog('reject')}
    >
      <TextDecisionDialog
        open={dialog === 'pay'}
        title={`Mark ${withdrawal.number} paid`}
        description={`Send ${formatUsd(withdrawal.net.usd)} to the account below first, then enter the bank's reference of that transfer. The fee of ${formatUsd(withdrawal.fee.usd)} is kept.`}
        schema={payoutBody}
        field="payoutReference"
        label="Payout reference"
        helperText="The bank's id of the transfer you made (3 to 100 characters)"
        confirmLabel="Mark paid"
        confirmColor="success"
        busy={review.isPending}
        error={review.error}
        onClose={close}
        onSubmit={({ payoutReference }) =>
          review
            .mutateAsync({
              decision: { decision: 'pay', payoutReference },
              idempotencyKey: payKeys.current.keyFor(payoutReference),
            })
            .then(() => {
              toast.success(`${withdrawal.number} marked paid. The user has been told.`);
              setDialog(null);
            })
        }
      />
      <RejectionDialog
        open={dialog === 'reject'}
        number={withdrawal.number}
        description={`${formatUsd(withdrawal.amount.usd)} goes back to the user's ${CASH_FUND_LABELS[withdrawal.source].toLowerCase()}. The user sees your reason.`}
        helperText="Say what was wrong, e.g. the account was refused by the bank (3 to 300 characters)"
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
              toast.success(`${withdrawal.number} rejected; the money is back with the user.`);
              setDialog(null);
            })
        }
      />
    </DecisionButtons>
  );
}

function WithdrawalDetails({ withdrawal: data }: { withdrawal: AdminWithdrawal }) {
  const facts: Array<[string, ReactNode]> = [
    ['Customer', <CustomerFact key="customer" customer={data.customer} userId={data.userId} />],
    ['Source', CASH_FUND_LABELS[data.source]],
    ['Amount', formatUsd(data.amount.usd)],
    ['Fee', formatUsd(data.fee.usd)],
    [
      'Net to pay',
      <Box component="strong" key="net">
        {formatUsd(data.net.usd)}
      </Box>,
    ],
    ['Requested', formatDateTime(data.createdAt)],
    ['Decided', formatDateTime(data.decidedAt)],
  ];
  const bank: Array<[string, ReactNode]> = [
    ['Bank', data.bank.bankName],
    ['Account holder', data.bank.accountHolder],
    [
      'Account number',
      <Box component="span" key="number" sx={{ fontFamily: 'monospace' }}>
        {data.bank.accountNumber}
      </Box>,
    ],
    [
      'SWIFT / branch',
      <Box component="span" key="swift" sx={{ fontFamily: 'monospace' }}>
        {data.bank.swift}
      </Box>,
    ],
  ];
  return (
    <ReviewPage
      title={`Withdrawal ${data.number}`}
      subtitle={data.customer.name}
      status={<InvoiceStatusChip status={data.status} size="medium" />}
      facts={facts}
      decision={<Decision withdrawal={data} />}
    >
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="withdrawal-bank-title"
        sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
      >
        <Typography id="withdrawal-bank-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          Pay to
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The account as it was when the user asked; later changes do not apply to this request.
        </Typography>
        <Facts facts={bank} stackOnPhones />
      </Paper>
    </ReviewPage>
  );
}

/** One withdrawal request: who, from where, how much, to which account, and the decision. */
export function WithdrawalReview({ id }: { id: string }) {
  return (
    <QueryPanel
      query={useAdminWithdrawal(id)}
      pendingTitle="Withdrawal"
      loadingLabel="Loading the withdrawal"
    >
      {(withdrawal) => <WithdrawalDetails withdrawal={withdrawal} />}
    </QueryPanel>
  );
}
