import { type AdminKycDetail, kycRejectBody } from '@kapital/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import {
  ApprovalDialog,
  DecidedNote,
  DecisionButtons,
  ReviewPage,
  StoredFileFigure,
  TextDecisionDialog,
} from '@/features/admin/shared/components/review-parts.tsx';
import { adminUserPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { kycStatusColor } from '@/features/admin/shared/lib/format.ts';
import { useReviewDecision } from '@/features/admin/shared/lib/use-review-decision.ts';
import { countryName } from '@/lib/countries.ts';
import { formatDate, formatDateTime } from '@/lib/format-date.ts';
import { useKycDocument } from '../api/get-kyc-document.ts';
import { useKycSubmission } from '../api/get-kyc-submission.ts';
import { useReviewKyc } from '../api/review-kyc.ts';
import { useAdminKycText } from '../i18n.ts';
import { ID_TYPE_LABELS, STATUS_LABELS } from '../lib/kyc-labels.ts';

type DocumentSide = AdminKycDetail['documents'][number]['side'];

/** Each side's caption, alt text and PDF link (keys of admin-kyc.json). */
const DOCUMENT_LABELS = {
  front: {
    caption: 'document.front.caption',
    alt: 'document.front.alt',
    pdf: 'document.front.pdf',
  },
  back: { caption: 'document.back.caption', alt: 'document.back.alt', pdf: 'document.back.pdf' },
  selfie: {
    caption: 'document.selfie.caption',
    alt: 'document.selfie.alt',
    pdf: 'document.selfie.pdf',
  },
} as const satisfies Record<DocumentSide, { caption: string; alt: string; pdf: string }>;

function KycDocument({ side, url }: { side: DocumentSide; url: string }) {
  const { t } = useAdminKycText();
  const labels = DOCUMENT_LABELS[side];
  return (
    <StoredFileFigure
      file={useKycDocument(url)}
      alt={t(labels.alt)}
      pdfLabel={t(labels.pdf)}
      caption={t(labels.caption)}
      maxHeight={320}
    />
  );
}

function Decision({ submission }: { submission: AdminKycDetail }) {
  const { t } = useAdminKycText();
  const decision = useReviewDecision(useReviewKyc(submission.id));
  if (submission.status !== 'pending') {
    return (
      <DecidedNote
        decision={decision}
        severity={submission.status === 'approved' ? 'success' : 'warning'}
      >
        {submission.rejectionReason
          ? t('review.decidedWithReason', {
              status: t(STATUS_LABELS[submission.status]),
              date: formatDateTime(submission.reviewedAt),
              reason: submission.rejectionReason,
            })
          : t('review.decided', {
              status: t(STATUS_LABELS[submission.status]),
              date: formatDateTime(submission.reviewedAt),
            })}
      </DecidedNote>
    );
  }
  return (
    <DecisionButtons decision={decision} approveLabel={t('review.approve')}>
      <ApprovalDialog
        decision={decision}
        title={t('review.approveDialog.title', { name: submission.legalName })}
        message={t('review.approveDialog.message')}
        confirmLabel={t('review.approveDialog.confirm')}
        onConfirm={() => decision.confirm({ decision: 'approve' }, t('review.approveDialog.done'))}
      />
      <TextDecisionDialog
        {...decision.dialogFor('reject')}
        title={t('review.rejectDialog.title')}
        schema={kycRejectBody}
        field="reason"
        label={t('review.rejectDialog.reason')}
        helperText={t('review.rejectDialog.reasonHelp')}
        multiline
        confirmLabel={t('review.rejectDialog.confirm')}
        confirmColor="error"
        onSubmit={({ reason }) =>
          decision.submit({ decision: 'reject', reason }, t('review.rejectDialog.done'))
        }
      />
    </DecisionButtons>
  );
}

function SubmissionDetails({ submission: data }: { submission: AdminKycDetail }) {
  const { t } = useAdminKycText();
  const facts: Array<[string, string]> = [
    [t('review.facts.legalName'), data.legalName],
    [t('review.facts.dateOfBirth'), formatDate(data.dateOfBirth)],
    [t('review.facts.nationality'), countryName(data.nationality)],
    [t('review.facts.address'), data.address],
    [t('review.facts.document'), t(ID_TYPE_LABELS[data.idType])],
    [t('review.facts.documentNumber'), data.idNumber],
    [t('review.facts.submitted'), formatDateTime(data.submittedAt)],
  ];
  return (
    <ReviewPage
      title={t('review.title', { name: data.name })}
      subtitle={data.email}
      status={
        <>
          <Chip label={t(STATUS_LABELS[data.status])} color={kycStatusColor(data.status)} />
          <Link component={RouterLink} to={adminUserPath(data.userId)}>
            {t('review.openUser')}
          </Link>
        </>
      }
      facts={facts}
      decision={<Decision submission={data} />}
    >
      <Box
        component="section"
        aria-label={t('review.documents')}
        sx={{
          alignItems: 'start',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(auto-fill, minmax(240px, 1fr))',
          },
        }}
      >
        {data.documents.map((document) => (
          <KycDocument key={document.side} side={document.side} url={document.url} />
        ))}
      </Box>
    </ReviewPage>
  );
}

/** One submission: who, what they declared, their documents, and the decision. */
export function KycReview({ id }: { id: string }) {
  const { t } = useAdminKycText();
  return (
    <QueryPanel
      query={useKycSubmission(id)}
      pendingTitle={t('review.pendingTitle')}
      loadingLabel={t('review.loading')}
    >
      {(submission) => <SubmissionDetails submission={submission} />}
    </QueryPanel>
  );
}
