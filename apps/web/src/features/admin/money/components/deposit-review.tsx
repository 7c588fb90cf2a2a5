import type { AdminDeposit } from '@kapital/shared';
import { parseMoney } from '@kapital/shared/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InvoiceStatusChip } from '@/components/invoices/invoice-status-chip.tsx';
import { useAdminText } from '@/features/admin/i18n.ts';
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
import { formatAmount } from '@/lib/i18n/format.ts';
import { useAdminDeposit } from '../api/get-admin-deposit.ts';
import { useDepositProof } from '../api/get-deposit-proof.ts';
import { useReviewDeposit } from '../api/review-deposit.ts';
import { keyedDecision } from '../lib/keyed-decision.ts';
import { CustomerFact, RejectionDialog } from './money-review-parts.tsx';

function DepositProof({ deposit }: { deposit: AdminDeposit }) {
  const { t } = useAdminText();
  const uploadedAt = deposit.proof?.uploadedAt ?? '';
  return (
    <StoredFileFigure
      file={useDepositProof(deposit.id, uploadedAt)}
      alt={t('deposit.proofAlt', { number: deposit.number })}
      pdfLabel={t('deposit.proofPdf')}
      caption={t('deposit.proofCaption', { date: formatDateTime(uploadedAt) })}
      maxHeight={420}
      testId="deposit-proof"
    />
  );
}

function Decision({ deposit }: { deposit: AdminDeposit }) {
  const { t } = useAdminText();
  const decision = useReviewDecision(useReviewDeposit(deposit.id));
  if (deposit.status !== 'pending' && deposit.status !== 'submitted') {
    return (
      <DecidedNote
        decision={decision}
        severity={deposit.status === 'approved' ? 'success' : 'info'}
      >
        {deposit.status === 'approved'
          ? t('deposit.approvedNote', {
              date: formatDateTime(deposit.decidedAt),
              amount: formatUsd(deposit.amount.usd),
            })
          : deposit.status === 'rejected'
            ? t('deposit.rejectedNote', {
                date: formatDateTime(deposit.decidedAt),
                reason: deposit.rejectionReason ?? t('review.noReason'),
              })
            : deposit.status === 'expired'
              ? t('deposit.expiredNote')
              : t('deposit.cancelledNote')}
      </DecidedNote>
    );
  }
  return (
    <DecisionButtons
      decision={decision}
      approveLabel={t('deposit.approve')}
      note={
        deposit.status === 'pending' ? (
          <Alert severity="info" sx={{ width: '100%' }}>
            {t('deposit.noProofYet')}
          </Alert>
        ) : null
      }
    >
      <ApprovalDialog
        decision={decision}
        title={t('deposit.approveTitle', { number: deposit.number })}
        message={t('deposit.approveMessage', {
          amount: formatUsd(deposit.amount.usd),
          name: deposit.customer.name,
        })}
        confirmLabel={t('deposit.approveConfirm')}
        onConfirm={() =>
          decision.confirm(
            keyedDecision(decision.keys.approve, { decision: 'approve' }),
            t('deposit.approvedToast', { number: deposit.number }),
          )
        }
      />
      <RejectionDialog
        decision={decision}
        number={deposit.number}
        description={t('deposit.rejectDescription')}
        helperText={t('deposit.rejectHelp')}
        rejectedMessage={t('deposit.rejectedToast', { number: deposit.number })}
      />
    </DecisionButtons>
  );
}

function DepositDetails({ deposit: data }: { deposit: AdminDeposit }) {
  const { t } = useAdminText();
  const { instructions } = data.method;
  const local =
    data.currency === 'USD'
      ? ''
      : ` (${formatAmount(parseMoney(data.amount.local))} ${data.currency})`;
  const facts: Array<[string, ReactNode]> = [
    [
      t('deposit.facts.customer'),
      <CustomerFact key="customer" customer={data.customer} userId={data.userId} />,
    ],
    [t('deposit.facts.amount'), `${formatUsd(data.amount.usd)}${local}`],
    [
      t('deposit.facts.method'),
      instructions.kind === 'bank'
        ? `${data.method.label}: ${instructions.bankName}, ${instructions.accountNumber}`
        : t('deposit.methodCrypto', {
            label: data.method.label,
            asset: instructions.asset,
            network: instructions.network,
          }),
    ],
    [
      t('deposit.facts.reference'),
      <Box key="reference" component="span" sx={{ fontFamily: 'monospace' }}>
        {data.reference}
      </Box>,
    ],
    [t('deposit.facts.txReference'), data.txReference ?? '—'],
    [t('deposit.facts.created'), formatDateTime(data.createdAt)],
    [t('deposit.facts.proofUploaded'), formatDateTime(data.proof?.uploadedAt)],
    [t('deposit.facts.decided'), formatDateTime(data.decidedAt)],
  ];
  return (
    <ReviewPage
      title={t('deposit.title', { number: data.number })}
      subtitle={data.customer.name}
      status={<InvoiceStatusChip status={data.status} size="medium" />}
      facts={facts}
      decision={<Decision deposit={data} />}
    >
      {data.proof ? (
        <Box component="section" aria-label={t('deposit.proofSection')} sx={{ maxWidth: 640 }}>
          <DepositProof deposit={data} />
        </Box>
      ) : (
        <Typography color="text.secondary">{t('deposit.noProof')}</Typography>
      )}
    </ReviewPage>
  );
}

/** One deposit: who, how much, how they paid, their proof, and the decision. */
export function DepositReview({ id }: { id: string }) {
  const { t } = useAdminText();
  return (
    <QueryPanel
      query={useAdminDeposit(id)}
      pendingTitle={t('deposit.pendingTitle')}
      loadingLabel={t('deposit.loading')}
    >
      {(deposit) => <DepositDetails deposit={deposit} />}
    </QueryPanel>
  );
}
