import { zodResolver } from '@hookform/resolvers/zod';
import {
  KYC_DOCUMENT_SIDES,
  KYC_ID_TYPES,
  type KycDocumentSide,
  type KycFieldsBody,
  type KycSubmission,
  kycFieldsBody,
} from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { UNFINISHED_DAY } from '@/components/day-field.tsx';
import { FormCountrySelect } from '@/components/form/form-country-select.tsx';
import { FormDayField } from '@/components/form/form-day-field.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { useFieldText } from '@/lib/i18n/use-field-text.ts';
import { checkKycFile, KYC_MISSING_FILE, requiredSides } from '@/lib/kyc-file.ts';
import { toast } from '@/lib/toast.ts';
import { kycQueryKey } from '../api/get-kyc.ts';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import { useKycText } from '../i18n.ts';
import { ID_TYPE_KEYS } from '../lib/labels.ts';
import { type ChosenDocument, DocumentPicker } from './document-picker.tsx';

const FIELDS = [
  'legalName',
  'dateOfBirth',
  'nationality',
  'address',
  'idType',
  'idNumber',
] as const;

/** The contract's fields, with a half-typed date of birth told as such. */
const kycFormSchema = kycFieldsBody.extend({
  dateOfBirth: z
    .string()
    .refine((day) => day !== UNFINISHED_DAY, 'Enter the whole date: day, month and year')
    .pipe(kycFieldsBody.shape.dateOfBirth),
});

type Documents = Partial<Record<KycDocumentSide, ChosenDocument>>;
type Problems = Partial<Record<KycDocumentSide, string>>;

interface KycFormProps {
  userId: string;
  /** A rejected submission's details, so that resubmitting only means fixing what was wrong. */
  previous?: KycSubmission | null;
}

/** The KYC form: details and documents, sent together in one upload with its progress. */
export function KycForm({ userId, previous }: KycFormProps) {
  const { t } = useKycText();
  const queryClient = useQueryClient();
  const submit = useSubmitKyc(userId);
  const [documents, setDocuments] = useState<Documents>({});
  const [problems, setProblems] = useState<Problems>({});
  const [percent, setPercent] = useState(0);
  const uploadControl = useRef<AbortController | null>(null);
  const sideButtons = useRef<Partial<Record<KycDocumentSide, HTMLButtonElement | null>>>({});
  const form = useForm({
    resolver: zodResolver(kycFormSchema),
    defaultValues: {
      legalName: previous?.legalName ?? '',
      dateOfBirth: previous?.dateOfBirth ?? '',
      nationality: previous?.nationality ?? '',
      address: previous?.address ?? '',
      idType: previous?.idType ?? ('' as 'passport'),
      idNumber: '',
    },
  });
  const idType = useWatch({ control: form.control, name: 'idType' });
  const sides = requiredSides(idType);

  // Kept in refs as well as in state: a submit may have to wait for a file still being read.
  const documentsRef = useRef<Documents>({});
  const problemsRef = useRef<Problems>({});
  const checking = useRef(new Set<Promise<void>>());
  const setDocument = (side: KycDocumentSide, chosen: ChosenDocument) => {
    const replaced = documentsRef.current[side]?.previewUrl;
    if (replaced) URL.revokeObjectURL(replaced);
    documentsRef.current = { ...documentsRef.current, [side]: chosen };
    setDocuments(documentsRef.current);
  };
  const updateProblems = (next: Problems) => {
    problemsRef.current = next;
    setProblems(next);
  };

  // Thumbnails hold object URLs: let them go with the screen.
  useEffect(
    () => () => {
      uploadControl.current?.abort();
      for (const chosen of Object.values(documentsRef.current)) {
        if (chosen?.previewUrl) URL.revokeObjectURL(chosen.previewUrl);
      }
    },
    [],
  );

  function onFile(side: KycDocumentSide, file: File) {
    const reading = checkKycFile(file).then((check) => {
      if (!check.ok) {
        updateProblems({ ...problemsRef.current, [side]: check.problem });
        return;
      }
      const previewUrl = check.kind === 'pdf' ? null : URL.createObjectURL(file);
      setDocument(side, { file, kind: check.kind, previewUrl });
      updateProblems({ ...problemsRef.current, [side]: undefined });
    });
    checking.current.add(reading);
    void reading.finally(() => checking.current.delete(reading));
  }

  /** Marks the documents still missing; true when every needed one is there and fine. */
  async function checkDocuments(focus: boolean): Promise<boolean> {
    // A file chosen a moment ago may still be being read.
    await Promise.all(checking.current);
    const next: Problems = { ...problemsRef.current };
    let first: KycDocumentSide | null = null;
    for (const side of sides) {
      if (!documentsRef.current[side]) next[side] ??= KYC_MISSING_FILE[side];
      if (next[side]) first ??= side;
    }
    updateProblems(next);
    if (first && focus) sideButtons.current[first]?.focus();
    return first === null;
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!(await checkDocuments(true))) return;
      const files: Partial<Record<KycDocumentSide, File>> = {};
      for (const side of sides) files[side] = documentsRef.current[side]?.file;
      const control = new AbortController();
      uploadControl.current = control;
      setPercent(0);
      submit.mutate(
        { fields: values, files, onProgress: setPercent, signal: control.signal },
        {
          onSuccess: () => toast.success(t('form.sent')),
          onError: (error) => {
            if (control.signal.aborted) return;
            for (const [field, message] of serverFieldErrors(error, FIELDS)) {
              form.setError(field, { type: 'server', message }, { shouldFocus: true });
            }
            const sideProblems = serverFieldErrors(error, KYC_DOCUMENT_SIDES);
            if (sideProblems.length > 0) {
              updateProblems({ ...problemsRef.current, ...Object.fromEntries(sideProblems) });
            }
            // Already pending or approved elsewhere: show the state as it now is.
            if (isApiError(error) && error.status === 409) {
              void queryClient.invalidateQueries({ queryKey: kycQueryKey(userId) });
            }
          },
          onSettled: () => {
            if (uploadControl.current === control) uploadControl.current = null;
          },
        },
      );
    },
    async () => {
      await checkDocuments(false);
    },
  );

  const serverError = submit.error;
  const fileFields = isApiError(serverError)
    ? KYC_DOCUMENT_SIDES.some((side) => serverError.fields[side])
    : false;
  const alert = fileFields || submit.isPending ? null : formLevelError(serverError, FIELDS);
  const uploading = submit.isPending;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('form.label')}>
      <Stack spacing={3}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2.5,
            alignItems: 'start',
          }}
        >
          <FormTextField
            control={form.control}
            name="legalName"
            label={t('fields.legalName')}
            autoComplete="name"
            helperText={t('form.legalNameHelp')}
            required
          />
          <FormDayField
            control={form.control}
            name="dateOfBirth"
            label={t('fields.dateOfBirth')}
            minDay="1900-01-01"
            openToYear
            required
          />
          <FormCountrySelect
            control={form.control}
            name="nationality"
            label={t('fields.nationality')}
            emptyLabel={t('form.chooseCountry')}
            required
          />
          <FormTextField
            control={form.control}
            name="idNumber"
            label={t('fields.idNumber')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            helperText={t('form.idNumberHelp')}
            required
          />
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormTextField
              control={form.control}
              name="address"
              label={t('fields.address')}
              autoComplete="street-address"
              multiline
              minRows={2}
              helperText={t('form.addressHelp')}
              required
            />
          </Box>
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <IdTypeField control={form.control} />
          </Box>
        </Box>

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('form.documents')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {idType === 'passport' ? t('form.documentsPassport') : t('form.documentsCard')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${sides.length}, 1fr)` },
              gap: 2,
            }}
          >
            {sides.map((side) => (
              <DocumentPicker
                key={side}
                side={side}
                chosen={documents[side] ?? null}
                problem={problems[side] ?? null}
                disabled={uploading}
                onFile={onFile}
                buttonRef={(button) => {
                  sideButtons.current[side] = button;
                }}
              />
            ))}
          </Box>
        </Box>

        {alert ? (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        ) : null}
        <UploadProgress
          percent={percent}
          uploading={uploading}
          onCancel={() => uploadControl.current?.abort()}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={uploading || form.formState.isSubmitting}
          >
            {t('form.submit')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function IdTypeField({
  control,
}: {
  control: Control<KycFieldsBody, unknown, z.output<typeof kycFieldsBody>>;
}) {
  const { t } = useKycText();
  const fieldText = useFieldText();
  const { field, fieldState } = useController({ control, name: 'idType' });
  const id = useId();
  const message = fieldText(fieldState.error?.message);
  return (
    <FormControl required error={fieldState.invalid} component="fieldset">
      <FormLabel component="legend" id={`${id}-label`}>
        {t('fields.idType')}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-describedby={message ? `${id}-message` : undefined}
      >
        {KYC_ID_TYPES.map((type, index) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
            label={t(ID_TYPE_KEYS[type])}
          />
        ))}
      </RadioGroup>
      {message ? <FormHelperText id={`${id}-message`}>{message}</FormHelperText> : null}
    </FormControl>
  );
}

function UploadProgress({
  percent,
  uploading,
  onCancel,
}: {
  percent: number;
  uploading: boolean;
  onCancel: () => void;
}) {
  const { t } = useKycText();
  if (!uploading) return null;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('upload.label')}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {percent < 100 ? t('upload.progress', { percent }) : t('upload.checking')}
        </Typography>
        <Button size="small" onClick={onCancel}>
          {t('upload.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
