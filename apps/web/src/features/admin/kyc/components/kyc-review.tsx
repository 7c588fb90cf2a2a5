import { type AdminKycDetail, KYC_ID_TYPE_LABELS, kycRejectBody } from '@kapital/shared';
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
import { humanize, kycStatusColor } from '@/features/admin/shared/lib/format.ts';
import { useReviewDecision } from '@/features/admin/shared/lib/use-review-decision.ts';
import { countryName } from '@/lib/countries.ts';
import { formatDate, formatDateTime } from '@/lib/format-date.ts';
import { useKycDocument } from '../api/get-kyc-document.ts';
import { useKycSubmission } from '../api/get-kyc-submission.ts';
import { useReviewKyc } from '../api/review-kyc.ts';

function KycDocument({ side, url }: { side: string; url: string }) {
  return (
    <StoredFileFigure
      file={useKycDocument(url)}
      alt={`${humanize(side)} of the document`}
      pdfLabel={`Open the ${side} (PDF)`}
      caption={humanize(side)}
      maxHeight={320}
    />
  );
}

function Decision({ submission }: { submission: AdminKycDetail }) {
  const decision = useReviewDecision(useReviewKyc(submission.id));
  if (submission.status !== 'pending') {
    return (
      <DecidedNote
        decision={decision}
        severity={submission.status === 'approved' ? 'success' : 'warning'}
      >
        {humanize(submission.status)} {formatDateTime(submission.reviewedAt)}
        {submission.rejectionReason ? `: ${submission.rejectionReason}` : '.'}
      </DecidedNote>
    );
  }
  return (
    <DecisionButtons decision={decision} approveLabel="Approve">
      <ApprovalDialog
        decision={decision}
        title={`Approve ${submission.legalName}'s identity?`}
        message="Approve only if the documents show this person and match what they declared. They can then withdraw and staff can switch them to Real trading."
        confirmLabel="Approve"
        onConfirm={() =>
          decision.confirm({ decision: 'approve' }, 'Submission approved. The user has been told.')
        }
      />
      <TextDecisionDialog
        {...decision.dialogFor('reject')}
        title="Reject this submission"
        schema={kycRejectBody}
        field="reason"
        label="Reason"
        helperText="The user sees this, so say what to fix (5 to 500 characters)"
        multiline
        confirmLabel="Reject"
        confirmColor="error"
        onSubmit={({ reason }) =>
          decision.submit(
            { decision: 'reject', reason },
            'Submission rejected. The user sees your reason.',
          )
        }
      />
    </DecisionButtons>
  );
}

function SubmissionDetails({ submission: data }: { submission: AdminKycDetail }) {
  const facts: Array<[string, string]> = [
    ['Legal name', data.legalName],
    ['Date of birth', formatDate(data.dateOfBirth)],
    ['Nationality', countryName(data.nationality)],
    ['Address', data.address],
    ['Document', KYC_ID_TYPE_LABELS[data.idType]],
    ['Document number', data.idNumber],
    ['Submitted', formatDateTime(data.submittedAt)],
  ];
  return (
    <ReviewPage
      title={`KYC review: ${data.name}`}
      subtitle={data.email}
      status={
        <>
          <Chip label={humanize(data.status)} color={kycStatusColor(data.status)} />
          <Link component={RouterLink} to={adminUserPath(data.userId)}>
            Open the user
          </Link>
        </>
      }
      facts={facts}
      decision={<Decision submission={data} />}
    >
      <Box
        component="section"
        aria-label="Documents"
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
  return (
    <QueryPanel
      query={useKycSubmission(id)}
      pendingTitle="KYC review"
      loadingLabel="Loading the submission"
    >
      {(submission) => <SubmissionDetails submission={submission} />}
    </QueryPanel>
  );
}
