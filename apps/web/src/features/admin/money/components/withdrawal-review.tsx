import { type AdminWithdrawal, payoutBody } from '@kapital/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InvoiceStatusChip } from '@/components/invoices/invoice-status-chip.tsx';
import { useAdminText } from '@/features/admin/i18n.ts';
import { Facts } from '@/features/admin/shared/components/detail-page.tsx';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import {
  DecidedNote,
  DecisionButtons,
  ReviewPage,
  TextDecisionDialog,
} from '@/features/admin/shared/components/review-parts.tsx';
import { cashFundName } from '@/features/admin/shared/lib/console-words.ts';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { useReviewDecision } from '@/features/admin/shared/lib/use-review-decision.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useAdminWithdrawal } from '../api/get-admin-withdrawal.ts';
import { useReviewWithdrawal } from '../api/review-withdrawal.ts';
import { keyedDecision } from '../lib/keyed-decision.ts';
import { CustomerFact, RejectionDialog } from './money-review-parts.tsx';

function Decision({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useAdminText();
  const decision = useReviewDecision(useReviewWithdrawal(withdrawal.id));
  const sourceFund = cashFundName(t, withdrawal.source).toLowerCase();
  if (withdrawal.status !== 'pending') {
    return (
      <DecidedNote decision={decision} severity={withdrawal.status === 'paid' ? 'success' : 'info'}>
        {withdrawal.status === 'paid'
          ? t('withdrawal.paidNote', {
              date: formatDateTime(withdrawal.decidedAt),
              reference: withdrawal.payoutReference ?? '—',
            })
          : withdrawal.status === 'rejected'
            ? t('withdrawal.rejectedNote', {
                date: formatDateTime(withdrawal.decidedAt),
                reason: withdrawal.rejectionReason ?? t('review.noReason'),
                fund: sourceFund,
              })
            : t('withdrawal.cancelledNote')}
      </DecidedNote>
    );
  }
  return (
    <DecisionButtons decision={decision} approveLabel={t('withdrawal.markPaid')}>
      <TextDecisionDialog
        {...decision.dialogFor('approve')}
        title={t('withdrawal.payTitle', { number: withdrawal.number })}
        description={t('withdrawal.payDescription', {
          net: formatUsd(withdrawal.net.usd),
          fee: formatUsd(withdrawal.fee.usd),
        })}
        schema={payoutBody}
        field="payoutReference"
        label={t('withdrawal.payoutReference')}
        helperText={t('withdrawal.payoutHelp')}
        confirmLabel={t('withdrawal.markPaid')}
        confirmColor="success"
        onSubmit={({ payoutReference }) =>
          decision.submit(
            keyedDecision(decision.keys.approve, { decision: 'pay', payoutReference }),
            t('withdrawal.paidToast', { number: withdrawal.number }),
          )
        }
      />
      <RejectionDialog
        decision={decision}
        number={withdrawal.number}
        description={t('withdrawal.rejectDescription', {
          amount: formatUsd(withdrawal.amount.usd),
          fund: sourceFund,
        })}
        helperText={t('withdrawal.rejectHelp')}
        rejectedMessage={t('withdrawal.rejectedToast', { number: withdrawal.number })}
      />
    </DecisionButtons>
  );
}

function WithdrawalDetails({ withdrawal: data }: { withdrawal: AdminWithdrawal }) {
  const { t } = useAdminText();
  const facts: Array<[string, ReactNode]> = [
    [
      t('withdrawal.facts.customer'),
      <CustomerFact key="customer" customer={data.customer} userId={data.userId} />,
    ],
    [t('withdrawal.facts.source'), cashFundName(t, data.source)],
    [t('withdrawal.facts.amount'), formatUsd(data.amount.usd)],
    [t('withdrawal.facts.fee'), formatUsd(data.fee.usd)],
    [
      t('withdrawal.facts.net'),
      <Box component="strong" key="net">
        {formatUsd(data.net.usd)}
      </Box>,
    ],
    [t('withdrawal.facts.requested'), formatDateTime(data.createdAt)],
    [t('withdrawal.facts.decided'), formatDateTime(data.decidedAt)],
  ];
  const bank: Array<[string, ReactNode]> = [
    [t('withdrawal.facts.bank'), data.bank.bankName],
    [t('withdrawal.facts.accountHolder'), data.bank.accountHolder],
    [
      t('withdrawal.facts.accountNumber'),
      <Box component="span" key="number" sx={{ fontFamily: 'monospace' }}>
        {data.bank.accountNumber}
      </Box>,
    ],
    [
      t('withdrawal.facts.swift'),
      <Box component="span" key="swift" sx={{ fontFamily: 'monospace' }}>
        {data.bank.swift}
      </Box>,
    ],
  ];
  return (
    <ReviewPage
      title={t('withdrawal.title', { number: data.number })}
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
          {t('withdrawal.payTo')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('withdrawal.payToNote')}
        </Typography>
        <Facts facts={bank} stackOnPhones />
      </Paper>
    </ReviewPage>
  );
}

/** One withdrawal request: who, from where, how much, to which account, and the decision. */
export function WithdrawalReview({ id }: { id: string }) {
  const { t } = useAdminText();
  return (
    <QueryPanel
      query={useAdminWithdrawal(id)}
      pendingTitle={t('withdrawal.pendingTitle')}
      loadingLabel={t('withdrawal.loading')}
    >
      {(withdrawal) => <WithdrawalDetails withdrawal={withdrawal} />}
    </QueryPanel>
  );
}
