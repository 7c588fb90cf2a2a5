import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/file-size.ts';

/**
 * The preview box beside a form's text (medium) or filling a card of its own (large), and its
 * icons: a PDF's, and the upload icon while nothing is chosen.
 */
const SIZES = {
  medium: {
    box: { width: { xs: '100%', sm: 120 }, height: 96, flexShrink: 0 },
    pdfIcon: 48,
    emptyIcon: 36,
  },
  large: { box: { height: 120 }, pdfIcon: 56, emptyIcon: 40 },
} as const;

interface ChosenFilePreviewProps {
  /** Whether a file has been chosen; one without a preview URL is a PDF. */
  chosen: boolean;
  /** An object URL for an image's thumbnail. */
  previewUrl?: string | null;
  alt: string;
  size: keyof typeof SIZES;
}

/** An upload's preview box: the chosen image, a PDF icon, or an upload icon before a choice. */
export function ChosenFilePreview({ chosen, previewUrl, alt, size }: ChosenFilePreviewProps) {
  const { t } = useTranslation();
  const look = SIZES[size];
  return (
    <Box
      sx={{
        ...look.box,
        borderRadius: 1.5,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {previewUrl ? (
        <Box
          component="img"
          src={previewUrl}
          alt={alt}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : chosen ? (
        <PictureAsPdf
          sx={{ fontSize: look.pdfIcon, color: 'error.main' }}
          titleAccess={t('chosenFile.pdfDocument')}
        />
      ) : (
        <UploadFile sx={{ fontSize: look.emptyIcon, color: 'text.secondary' }} aria-hidden />
      )}
    </Box>
  );
}

/** A chosen file's name and size, so the person can tell they picked the right one. */
export function ChosenFileName({ file, testId }: { file: File; testId: string }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {file.name}{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        ({formatFileSize(file.size)})
      </Box>
    </Typography>
  );
}
