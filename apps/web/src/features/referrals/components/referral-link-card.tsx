import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { qrCodeDataUrl } from '@/lib/qr-code.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { useReferralsText } from '../i18n.ts';

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_FOR_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text`; says "Copied" for a moment, to sighted people and screen readers alike. */
function useCopy(text: string) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy };
}

/** The link to share, a button that copies it and its QR code for a phone's camera. */
export function ReferralLinkCard({ link }: { link: string | undefined }) {
  const { t } = useReferralsText();
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          {t('link.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('link.intro')}
        </Typography>
        {link ? <LinkField link={link} /> : <Skeleton variant="rounded" height={56} />}
      </Box>
      <Box sx={{ justifySelf: 'center' }}>
        {link ? (
          <LinkQrCode link={link} />
        ) : (
          <Skeleton variant="rounded" width={160} height={160} />
        )}
      </Box>
    </Paper>
  );
}

function LinkField({ link }: { link: string }) {
  const { t } = useReferralsText();
  const { state, copy } = useCopy(link);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
        }}
      >
        <TextField
          label={t('link.field')}
          value={link}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'referral-link' },
          }}
          onFocus={(event) => event.target.select()}
          sx={{ minWidth: 0 }}
        />
        <Button
          variant="contained"
          onClick={() => void copy()}
          startIcon={state === 'copied' ? <Check /> : <ContentCopy />}
          sx={{ flexShrink: 0, height: 56, width: { xs: '100%', sm: 'auto' } }}
        >
          {state === 'copied' ? t('link.copied') : t('link.copy')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {state === 'copied' ? t('link.copied') : ''}
      </Box>
      {state === 'failed' ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {t('link.copyFailed')}
        </Typography>
      ) : null}
    </>
  );
}

function LinkQrCode({ link }: { link: string }) {
  const { t } = useReferralsText();
  const source = useMemo(() => qrCodeDataUrl(link), [link]);
  return (
    <Box
      component="img"
      src={source}
      alt={t('link.qrCode')}
      data-testid="referral-qr-code"
      width={160}
      height={160}
      sx={{ display: 'block', borderRadius: 2, bgcolor: '#ffffff' }}
    />
  );
}
