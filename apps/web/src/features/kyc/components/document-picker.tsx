import type { KycDocumentSide } from '@kapital/shared';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type Ref, useId, useRef } from 'react';
import { ChosenFileName, ChosenFilePreview } from '@/components/chosen-file.tsx';
import { KYC_FILE_ACCEPT, type KycFileKind } from '@/lib/kyc-file.ts';
import { useKycText } from '../i18n.ts';
import { SIDE_HINT_KEYS, SIDE_KEYS } from '../lib/labels.ts';

/** A document the person has chosen and the browser has checked. */
export interface ChosenDocument {
  file: File;
  kind: KycFileKind;
  /** An object URL for an image's thumbnail; null for a PDF. */
  previewUrl: string | null;
}

interface DocumentPickerProps {
  side: KycDocumentSide;
  chosen: ChosenDocument | null;
  problem: string | null;
  disabled: boolean;
  onFile: (side: KycDocumentSide, file: File) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** One document of the form: a button that opens the file chooser, and what was chosen. */
export function DocumentPicker({
  side,
  chosen,
  problem,
  disabled,
  onFile,
  buttonRef,
}: DocumentPickerProps) {
  const { t } = useKycText();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const label = t(SIDE_KEYS[side]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared, so that choosing the same file again after a refusal is noticed.
    event.currentTarget.value = '';
    if (file) onFile(side, file);
  }

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      data-testid={`kyc-document-${side}`}
      sx={{
        border: 1,
        borderColor: problem ? 'error.main' : 'divider',
        borderStyle: chosen ? 'solid' : 'dashed',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Box>
        <Typography id={labelId} component="p" sx={{ fontWeight: 600 }}>
          {label}
          <span aria-hidden> *</span>
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t(SIDE_HINT_KEYS[side])}
        </Typography>
      </Box>
      <ChosenFilePreview
        chosen={chosen !== null}
        previewUrl={chosen?.previewUrl}
        alt={t('picker.preview', { document: label.toLowerCase() })}
        size="large"
      />
      {chosen ? <ChosenFileName file={chosen.file} testId="file-name" /> : null}
      {/* Announced as it appears; the button points at it too. */}
      <Box aria-live="polite">
        {problem ? (
          <Typography id={problemId} variant="body2" color="error" role="alert">
            {problem}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" sx={{ mt: 'auto' }}>
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<UploadFile />}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-labelledby={`${id}-button ${labelId}`}
          aria-describedby={[hintId, problem ? problemId : null].filter(Boolean).join(' ')}
          id={`${id}-button`}
        >
          {chosen ? t('picker.replace') : t('picker.choose')}
        </Button>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={KYC_FILE_ACCEPT}
        hidden
        data-side={side}
        onChange={onChange}
      />
    </Box>
  );
}
