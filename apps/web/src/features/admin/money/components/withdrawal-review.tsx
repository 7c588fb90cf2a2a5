import { type AdminWithdrawal, payoutBody } from '@kapital/shared';
import { CASH_FUND_LABELS } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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
import { useReviewDecision } from '@/features/admin/shared/lib/use-review-decision.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useAdminWithdrawal } from '../api/get-admin-withdrawal.ts';
import { useReviewWithdrawal } from '../api/review-withdrawal.ts';
import { keyedDecision } from '../lib/keyed-decision.ts';
import { CustomerFact, RejectionDialog } from './money-review-parts.tsx';

function Decision({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const decision = useReviewDecision(useReviewWithdrawal(withdrawal.id));
  const sourceFund = CASH_FUND_LABELS[withdrawal.source].toLowerCase();
  if (withdrawal.status !== 'pending') {
    return (
      <DecidedNote decision={decision} severity={withdrawal.status === 'paid' ? 'success' : 'info'}>
        {withdrawal.status === 'paid'
          ? `Paid ${formatDateTime(withdrawal.decidedAt)} with reference ${withdrawal.payoutReference ?? '—'}.`
          : withdrawal.status === 'rejected'
            ? `Rejected ${formatDateTime(withdrawal.decidedAt)}: ${withdrawal.rejectionReason ?? 'no reason given'}. The money went back to the ${sourceFund}.`
            : 'Cancelled by the user; the money went back.'}
      </DecidedNote>
    );
  }
  return (
    <DecisionButtons decision={decision} approveLabel="Mark paid">
      <TextDecisionDialog
        {...decision.dialogFor('approve')}
        title={`Mark ${withdrawal.number} paid`}
        description={`Send ${formatUsd(withdrawal.net.usd)} to the account below first, then enter the bank's reference of that transfer. The fee of ${formatUsd(withdrawal.fee.usd)} is kept.`}
        schema={payoutBody}
        field="payoutReference"
        label="Payout reference"
        helperText="The bank's id of the transfer you made (3 to 100 characters)"
        confirmLabel="Mark paid"
        confirmColor="success"
        onSubmit={({ payoutReference }) =>
          decision.submit(
            keyedDecision(decision.keys.approve, { decision: 'pay', payoutReference }),
            `${withdrawal.number} marked paid. The user has been told.`,
          )
        }
      />
      <RejectionDialog
        decision={decision}
        number={withdrawal.number}
        description={`${formatUsd(withdrawal.amount.usd)} goes back to the user's ${sourceFund}. The user sees your reason.`}
        helperText="Say what was wrong, e.g. the account was refused by the bank (3 to 300 characters)"
        rejectedMessage={`${withdrawal.number} rejected; the money is back with the user.`}
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
