import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { useAdminText } from '@/features/admin/i18n.ts';
import type { DownloadedFile } from '@/features/admin/shared/api/download-file.ts';
import type { ReviewDecision } from '@/features/admin/shared/lib/use-review-decision.ts';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DetailPage, Facts, ReviewSummary } from './detail-page.tsx';
import { FormDialog } from './form-dialog.tsx';

/**
 * A refused decision: a 409 means another member of staff (or the user) changed it first, so
 * the page already shows the state as it now is.
 */
export function DecisionError({ error }: { error: unknown }) {
  const { t } = useAdminText();
  if (isApiError(error) && error.status === 409) {
    return (
      <Alert severity="warning" sx={{ width: '100%' }} data-testid="decision-conflict">
        <AlertTitle>{t('shared.alreadyDecided')}</AlertTitle>
        {t('shared.alreadyDecidedNote', { message: errorMessage(error) })}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ width: '100%' }}>
      {errorMessage(error)}
    </Alert>
  );
}

/**
 * The request was decided elsewhere (a colleague, the user, the expiry job) while a decision
 * dialog stood open here: the live update closed the dialog, and this says why and that nothing
 * was sent.
 */
export function DecidedElsewhere() {
  const { t } = useAdminText();
  return (
    <Alert severity="warning" sx={{ width: '100%' }} data-testid="decided-elsewhere">
      <AlertTitle>{t('shared.decidedElsewhere')}</AlertTitle>
      {t('shared.decidedElsewhereNote')}
    </Alert>
  );
}

interface DecidedProps<TInput> {
  decision: ReviewDecision<TInput>;
  severity: 'success' | 'info' | 'warning';
  children: ReactNode;
}

/** Where a decided request stands, after what went wrong with this page's own decision. */
export function DecidedNote<TInput>({ decision, severity, children }: DecidedProps<TInput>) {
  const { request, answering } = decision;
  return (
    <>
      {request.isError ? <DecisionError error={request.error} /> : null}
      {/* A dialog was open and nothing was sent from it: the change came from elsewhere. */}
      {answering !== null && request.isIdle ? <DecidedElsewhere /> : null}
      <Alert severity={severity}>{children}</Alert>
    </>
  );
}

interface DecisionButtonsProps<TInput> {
  decision: ReviewDecision<TInput>;
  approveLabel: string;
  /** What stands above the buttons, e.g. that there is no proof yet. */
  note?: ReactNode;
  /** The dialogs the buttons open. */
  children: ReactNode;
}

/** A pending request's two answers, each opening its dialog. */
export function DecisionButtons<TInput>({
  decision,
  approveLabel,
  note,
  children,
}: DecisionButtonsProps<TInput>) {
  const { t } = useAdminText();
  const { request, answering } = decision;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {/* An open dialog shows the failure itself. */}
      {request.isError && answering === null ? <DecisionError error={request.error} /> : null}
      {note}
      <Button
        variant="contained"
        color="success"
        disabled={request.isPending}
        onClick={() => decision.open('approve')}
      >
        {approveLabel}
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={request.isPending}
        onClick={() => decision.open('reject')}
      >
        {t('shared.reject')}
      </Button>
      {children}
    </Box>
  );
}

interface ApprovalDialogProps<TInput> {
  decision: ReviewDecision<TInput>;
  title: string;
  message: string;
  confirmLabel: string;
  /** Sends the approval, through decision.confirm. */
  onConfirm: () => void;
}

/** Approving a request that needs nothing more than staff's confirmation. */
export function ApprovalDialog<TInput>({ decision, ...dialog }: ApprovalDialogProps<TInput>) {
  const { open, busy, onClose } = decision.dialogFor('approve');
  return (
    <ConfirmDialog {...dialog} open={open} busy={busy} onClose={onClose} confirmColor="success" />
  );
}

interface TextDecisionDialogProps<TValues extends FieldValues> {
  open: boolean;
  title: string;
  description?: string;
  /** The body's zod schema; its one field is what the dialog asks for. */
  schema: z.ZodType<TValues, TValues>;
  field: Path<TValues> & string;
  label: string;
  helperText: string;
  multiline?: boolean;
  confirmLabel: string;
  confirmColor: 'error' | 'success';
  busy: boolean;
  error: unknown;
  /** Sends the decision; a refusal that names the field is shown beside it. */
  onSubmit: (values: TValues) => Promise<unknown>;
  onClose: () => void;
}

/** A decision that needs one text: a rejection's reason, a payout's reference. */
export function TextDecisionDialog<TValues extends FieldValues>({
  open,
  title,
  description,
  schema,
  field,
  label,
  helperText,
  multiline = false,
  confirmLabel,
  confirmColor,
  busy,
  error,
  onSubmit,
  onClose,
}: TextDecisionDialogProps<TValues>) {
  const form = useForm<TValues, unknown, TValues>({ resolver: zodResolver(schema) });
  const fields = [field] as const;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      for (const [name, message] of serverFieldErrors(failure, fields)) {
        form.setError(name, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });
  const formError = busy ? null : formLevelError(error, fields);
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={confirmLabel}
      submitColor={confirmColor}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      {description ? <DialogContentText>{description}</DialogContentText> : null}
      {formError ? <DecisionError error={error} /> : null}
      <FormTextField
        control={form.control}
        name={field}
        label={label}
        required
        autoFocus
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        helperText={helperText}
      />
    </FormDialog>
  );
}

interface StoredFileFigureProps {
  file: UseQueryResult<DownloadedFile>;
  /** What the image shows, for those who cannot see it. */
  alt: string;
  /** The link's text when the file is a PDF. */
  pdfLabel: string;
  caption: ReactNode;
  maxHeight: number;
  testId?: string;
}

/** An uploaded image shown inline (opening full size on click), or a link to a PDF. */
export function StoredFileFigure({
  file,
  alt,
  pdfLabel,
  caption,
  maxHeight,
  testId,
}: StoredFileFigureProps) {
  const { t } = useAdminText();
  return (
    <Paper
      variant="outlined"
      component="figure"
      sx={{ m: 0, borderRadius: 3, p: 1.5 }}
      data-testid={testId}
    >
      {file.isPending ? (
        <Skeleton
          variant="rounded"
          height={maxHeight / 2}
          aria-label={t('shared.loadingFile', { alt })}
        />
      ) : file.isError ? (
        <Alert severity="error">{errorMessage(file.error)}</Alert>
      ) : file.data.isImage ? (
        <Link href={file.data.objectUrl} target="_blank" rel="noopener">
          <Box
            component="img"
            src={file.data.objectUrl}
            alt={alt}
            sx={{
              display: 'block',
              width: '100%',
              maxHeight,
              objectFit: 'contain',
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          />
        </Link>
      ) : (
        <Link href={file.data.objectUrl} target="_blank" rel="noopener">
          {pdfLabel}
        </Link>
      )}
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {caption}
      </Typography>
    </Paper>
  );
}

interface ReviewPageProps {
  title: string;
  subtitle: string;
  /** The status chip, and anything that sits beside it. */
  status: ReactNode;
  facts: Array<[string, ReactNode]>;
  decision: ReactNode;
  /** What the decision rests on: the proof, the documents, the account to pay. */
  children: ReactNode;
}

/** A request under review: its status, facts and decision first, then what it rests on. */
export function ReviewPage({
  title,
  subtitle,
  status,
  facts,
  decision,
  children,
}: ReviewPageProps) {
  return (
    <DetailPage title={title} subtitle={subtitle}>
      <ReviewSummary>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>{status}</Box>
        <Facts facts={facts} stackOnPhones />
        {decision}
      </ReviewSummary>
      {children}
    </DetailPage>
  );
}
