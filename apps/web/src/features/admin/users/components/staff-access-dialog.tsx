import type { StaffAccessLink } from '@kapital/shared';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useAdminText } from '@/features/admin/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { staffAccessUrl, timeLeft } from '../lib/staff-access-link.ts';

interface StaffAccessDialogProps {
  userName: string;
  open: boolean;
  /** The link last issued; it stays while the dialog closes. */
  link: StaffAccessLink | null;
  onClose: () => void;
}

/** Milliseconds until `expiresAt`, renewed every second while the dialog is open. */
function useMsLeft(expiresAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? Date.parse(expiresAt) - now : 0;
}

async function copyLink(url: string, t: TFunction<'admin'>) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t('staffAccess.copied'));
  } catch {
    toast.error(t('staffAccess.copyFailed'));
  }
}

/**
 * The one-time link an admin opens elsewhere to see the app as the user: the whole address to
 * copy, how long it lasts, and where to open it so the admin's own session stays as it is.
 */
export function StaffAccessDialog({ userName, open, link, onClose }: StaffAccessDialogProps) {
  const { t } = useAdminText();
  const id = useId();
  const msLeft = useMsLeft(open ? (link?.expiresAt ?? null) : null);
  const url = link ? staffAccessUrl(window.location.origin, link.path) : '';
  const expired = link !== null && msLeft <= 0;

  return (
    <Dialog
      open={open && link !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={id}
    >
      <DialogTitle id={id}>{t('staffAccess.title', { userName })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText id={`${id}-about`}>{t('staffAccess.about')}</DialogContentText>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <FormControl sx={{ flex: '1 1 18rem', minWidth: 0 }}>
            <InputLabel htmlFor={`${id}-link`} shrink>
              {t('staffAccess.linkLabel')}
            </InputLabel>
            <OutlinedInput
              id={`${id}-link`}
              label={t('staffAccess.linkLabel')}
              notched
              value={url}
              readOnly
              multiline
              onFocus={(event) => event.target.select()}
              inputProps={{
                'aria-describedby': `${id}-about ${id}-time`,
                'data-testid': 'staff-access-link',
                spellCheck: false,
              }}
              // The whole link in view, broken anywhere: it has no spaces to break at.
              sx={{ '& textarea': { fontFamily: 'monospace', wordBreak: 'break-all' } }}
            />
          </FormControl>
          <Button
            variant="contained"
            startIcon={<ContentCopy />}
            onClick={() => void copyLink(url, t)}
            disabled={expired}
            sx={{ minHeight: 56, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {t('staffAccess.copy')}
          </Button>
        </Box>
        {/* A timer is not read out as it ticks; the polite line below says when it runs out. */}
        <Typography
          id={`${id}-time`}
          role="timer"
          data-testid="staff-access-countdown"
          color={expired ? 'error' : 'text.secondary'}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {expired
            ? t('staffAccess.expired')
            : t('staffAccess.expiresIn', { time: timeLeft(msLeft) })}
        </Typography>
        <Typography aria-live="polite" color="error" sx={{ '&:empty': { display: 'none' } }}>
          {expired ? t('staffAccess.expiredNote') : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('staffAccess.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
