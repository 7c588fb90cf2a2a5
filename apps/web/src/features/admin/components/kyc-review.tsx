import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminKycDetail, kycRejectBody } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { useKycDocument } from '../api/get-kyc-document.ts';
import { useKycSubmission } from '../api/get-kyc-submission.ts';
import { useReviewKyc } from '../api/review-kyc.ts';
import { adminUserPath } from '../lib/admin-paths.ts';
import { humanize, kycStatusColor } from '../lib/format.ts';
import { DetailPage, Facts, ReviewSummary } from './detail-page.tsx';
import { QueryPanel } from './query-state.tsx';

function KycDocument({ side, url }: { side: string; url: string }) {
  const file = useKycDocument(url);
  const label = `${humanize(side)} of the document`;
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, borderRadius: 3, p: 1.5 }}>
      {file.isPending ? (
        <Skeleton variant="rounded" height={180} aria-label={`Loading the ${side}`} />
      ) : file.isError ? (
        <Alert severity="error">{errorMessage(file.error)}</Alert>
      ) : file.data.isImage ? (
        <Link href={file.data.objectUrl} target="_blank" rel="noopener">
          <Box
            component="img"
            src={file.data.objectUrl}
            alt={label}
            sx={{
              display: 'block',
              width: '100%',
              maxHeight: 320,
              objectFit: 'contain',
              borderRadius: 2,
            }}
          />
        </Link>
      ) : (
        <Link href={file.data.objectUrl} target="_blank" rel="noopener">
          Open the {side} (PDF)
        </Link>
      )}
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {humanize(side)}
      </Typography>
    </Paper>
  );
}

function RejectDialog({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const review = useReviewKyc(id);
  const form = useForm({ resolver: zodResolver(kycRejectBody), defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit(({ reason }) =>
    review.mutate(
      { decision: 'reject', reason },
      {
        onSuccess: () => {
          toast.success('Submission rejected. The user sees your reason.');
          onClose();
        },
        onError: (error) => {
          for (const [field, message] of serverFieldErrors(error, ['reason'] as const)) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  const formError = formLevelError(review.error, ['reason'] as const);
  return (
    <Dialog
      open={open}
      onClose={review.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="kyc-reject-title"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="kyc-reject-title">Reject this submission</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <FormTextField
            control={form.control}
            name="reason"
            label="Reason"
            required
            multiline
            minRows={3}
            helperText="The user sees this, so say what to fix (5 to 500 characters)"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={review.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={review.isPending}>
            Reject
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function Decision({ submission }: { submission: AdminKycDetail }) {
  const review = useReviewKyc(submission.id);
  const [rejectOpen, setRejectOpen] = useState(false);
  if (submission.status !== 'pending') {
    return (
      <Alert severity={submission.status === 'approved' ? 'success' : 'warning'}>
        {humanize(submission.status)} {formatDateTime(submission.reviewedAt)}
        {submission.rejectionReason ? `: ${submission.rejectionReason}` : '.'}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {review.isError ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {errorMessage(review.error)}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        color="success"
        disabled={review.isPending}
        onClick={() =>
          review.mutate(
            { decision: 'approve' },
            { onSuccess: () => toast.success('Submission approved. The user has been told.') },
          )
        }
      >
        Approve
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={review.isPending}
        onClick={() => setRejectOpen(true)}
      >
        Reject
      </Button>
      <RejectDialog id={submission.id} open={rejectOpen} onClose={() => setRejectOpen(false)} />
    </Box>
  );
}

function SubmissionDetails({ submission: data }: { submission: AdminKycDetail }) {
  const facts: Array<[string, string]> = [
    ['Legal name', data.legalName],
    ['Date of birth', data.dateOfBirth],
    ['Nationality', data.nationality],
    ['Address', data.address],
    ['Document', humanize(data.idType)],
    ['Document number', data.idNumber],
    ['Submitted', formatDateTime(data.submittedAt)],
  ];
  return (
    <DetailPage title={`KYC review: ${data.name}`} subtitle={data.email}>
      <ReviewSummary>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip label={humanize(data.status)} color={kycStatusColor(data.status)} />
          <Link component={RouterLink} to={adminUserPath(data.userId)}>
            Open the user
          </Link>
        </Box>
        <Facts facts={facts} />
        <Decision submission={data} />
      </ReviewSummary>
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
    </DetailPage>
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
