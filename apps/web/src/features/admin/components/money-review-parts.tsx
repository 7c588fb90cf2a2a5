import { zodResolver } from '@hookform/resolvers/zod';
import { type InvoiceCustomer, rejectionBody } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { adminUserPath } from '../lib/admin-paths.ts';

/** Who asked for the money, with the way to their user page. */
export function CustomerFact({ customer, userId }: { customer: InvoiceCustomer; userId: string }) {
  return (
    <>
      {customer.name} · {customer.email}{' '}
      <Link component={RouterLink} to={adminUserPath(userId)} underline="always">
        Open the user
      </Link>
    </>
  );
}

/**
 * A refused decision: a 409 means another member of staff (or the user) changed it first, so
 * the page already shows the state as it now is.
 */
export function DecisionError({ error }: { error: unknown }) {
  if (isApiError(error) && error.status === 409) {
    return (
      <Alert severity="warning" sx={{ width: '100%' }} data-testid="decision-conflict">
        <AlertTitle>Already decided</AlertTitle>
        {error.message} The page now shows where it stands.
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
  return (
    <Alert severity="warning" sx={{ width: '100%' }} data-testid="decided-elsewhere">
      <AlertTitle>Decided while you were on it</AlertTitle>
      This request changed while your dialog was open, so your decision was not sent. The page now
      shows where it stands.
    </Alert>
  );
}

interface TextDecisionDialogProps<TValues extends FieldValues> {
  open: boolean;
  title: string;
  description: string;
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
  const titleId = useId();
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
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>{description}</DialogContentText>
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color={confirmColor} variant="contained" loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface RejectionDialogProps {
  open: boolean;
  /** The deposit's or withdrawal's number, for the title. */
  number: string;
  /** What rejecting does with the money. */
  description: string;
  /** An example of a reason that fits this kind of request. */
  helperText: string;
  busy: boolean;
  error: unknown;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Rejecting a deposit or withdrawal: the user reads the reason staff give here. */
export function RejectionDialog({
  open,
  number,
  description,
  helperText,
  busy,
  error,
  onSubmit,
  onClose,
}: RejectionDialogProps) {
  return (
    <TextDecisionDialog
      open={open}
      title={`Reject ${number}`}
      description={description}
      schema={rejectionBody}
      field="reason"
      label="Reason"
      helperText={helperText}
      multiline
      confirmLabel="Reject"
      confirmColor="error"
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={({ reason }) => onSubmit(reason)}
    />
  );
}
