import { zodResolver } from '@hookform/resolvers/zod';
import { depositTxReference } from '@kapital/shared';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChosenFileName, ChosenFilePreview } from '@/components/chosen-file.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useUploadDepositProof } from '../api/upload-deposit-proof.ts';
import { useDepositsText } from '../i18n.ts';
import { checkProofFile, PROOF_ACCEPT, proofProblemText } from '../lib/proof-file.ts';

const textFields = z.object({ txReference: depositTxReference });
const FIELDS = ['txReference'] as const;
const FILE_FIELD = ['proof'] as const;

interface ChosenProof {
  file: File;
  /** An object URL for an image's thumbnail; null for a PDF. */
  previewUrl: string | null;
}

/** The proof of payment and an optional transaction reference, uploaded with a progress bar. */
export function ProofUploadForm({ userId, depositId }: { userId: string; depositId: string }) {
  const { t } = useDepositsText();
  const upload = useUploadDepositProof(userId);
  const [chosen, setChosen] = useState<ChosenProof | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const uploadControl = useRef<AbortController | null>(null);
  const intentKeys = useRef(new IntentKeys());
  const id = useId();
  const form = useForm({ resolver: zodResolver(textFields), defaultValues: { txReference: '' } });

  // The thumbnail and a running upload belong to the screen: let them go with it.
  const previewRef = useRef<string | null>(null);
  previewRef.current = chosen?.previewUrl ?? null;
  useEffect(
    () => () => {
      uploadControl.current?.abort();
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared, so that choosing the same file again after a refusal is noticed.
    event.currentTarget.value = '';
    if (!file) return;
    const check = await checkProofFile(file);
    if (!check.ok) {
      setProblem(proofProblemText(check.problem, t));
      return;
    }
    if (chosen?.previewUrl) URL.revokeObjectURL(chosen.previewUrl);
    setChosen({ file, previewUrl: check.isPdf ? null : URL.createObjectURL(file) });
    setProblem(null);
  }

  const onSubmit = form.handleSubmit(({ txReference }) => {
    if (!chosen) {
      setProblem(proofProblemText('missing', t));
      chooseButton.current?.focus();
      return;
    }
    const control = new AbortController();
    uploadControl.current = control;
    setPercent(0);
    const { file } = chosen;
    upload.mutate(
      {
        depositId,
        file,
        txReference,
        idempotencyKey: intentKeys.current.keyFor([
          file.name,
          file.size,
          file.lastModified,
          txReference,
        ]),
        onProgress: setPercent,
        signal: control.signal,
      },
      {
        onSuccess: () => {
          intentKeys.current.reset();
          toast.success(t('proofUpload.sent'));
        },
        onError: (error) => {
          if (control.signal.aborted) return;
          for (const [field, message] of serverFieldErrors(error, FIELDS)) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
          const [fileRefusal] = serverFieldErrors(error, FILE_FIELD);
          if (fileRefusal) setProblem(fileRefusal[1]);
        },
        onSettled: () => {
          if (uploadControl.current === control) uploadControl.current = null;
        },
      },
    );
  });

  const uploading = upload.isPending;
  const fileRefused = serverFieldErrors(upload.error, FILE_FIELD).length > 0;
  const alert = uploading || fileRefused ? null : formLevelError(upload.error, FIELDS);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('proofUpload.label')}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('proofUpload.intro')}</Typography>
        <Box
          role="group"
          aria-labelledby={`${id}-label`}
          sx={{
            border: 1,
            borderColor: problem ? 'error.main' : 'divider',
            borderStyle: chosen ? 'solid' : 'dashed',
            borderRadius: 2,
            p: 2,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'center' },
            gap: 2,
          }}
        >
          <ChosenFilePreview
            chosen={chosen !== null}
            previewUrl={chosen?.previewUrl}
            alt={t('proofUpload.previewAlt')}
            size="medium"
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
              {t('proofUpload.title')}
              <span aria-hidden> *</span>
            </Typography>
            {chosen ? (
              <ChosenFileName file={chosen.file} testId="proof-file" />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('proofUpload.noFile')}
              </Typography>
            )}
            <Box aria-live="polite">
              {problem ? (
                <Typography id={`${id}-problem`} variant="body2" color="error" role="alert">
                  {problem}
                </Typography>
              ) : null}
            </Box>
          </Box>
          <Button
            ref={chooseButton}
            variant="outlined"
            startIcon={<UploadFile />}
            disabled={uploading}
            onClick={() => input.current?.click()}
            aria-describedby={problem ? `${id}-problem` : undefined}
          >
            {chosen ? t('proofUpload.replaceFile') : t('proofUpload.chooseFile')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={PROOF_ACCEPT}
            hidden
            data-testid="proof-input"
            aria-label={t('proofUpload.fileLabel')}
            onChange={(event) => void onFile(event)}
          />
        </Box>
        <FormTextField
          control={form.control}
          name="txReference"
          label={t('proofUpload.referenceLabel')}
          autoComplete="off"
          helperText={t('proofUpload.referenceHint')}
          disabled={uploading}
        />
        {uploading ? (
          <Box>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('proofUpload.progressLabel')}
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Stack
              direction="row"
              sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {percent < 100
                  ? t('proofUpload.uploading', { percent })
                  : t('proofUpload.checking')}
              </Typography>
              <Button size="small" onClick={() => uploadControl.current?.abort()}>
                {t('proofUpload.stop')}
              </Button>
            </Stack>
          </Box>
        ) : null}
        {alert ? <Alert severity="error">{alert}</Alert> : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={uploading}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('proofUpload.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
