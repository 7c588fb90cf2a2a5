import type { Profile } from '@kapital/shared';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useRemoveAvatar } from '../api/remove-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { useProfileText } from '../i18n.ts';
import { AVATAR_ACCEPT, avatarFileProblem } from '../lib/avatar-file.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

/** The photo part of /update-profile: each change is saved at once, apart from the form. */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const { t } = useProfileText();
  const upload = useUploadAvatar(profile.uid);
  const remove = useRemoveAvatar(profile.uid);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const uploadControl = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

  // Leaving the screen mid-upload stops it rather than saving a photo nobody is waiting for.
  useEffect(() => () => uploadControl.current?.abort(), []);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared, so that choosing the same file again after a refusal is noticed.
    event.currentTarget.value = '';
    if (!file) return;
    setProblem(null);
    const refusal = await avatarFileProblem(file, t);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    // A photo chosen while another is uploading replaces it.
    uploadControl.current?.abort();
    const control = new AbortController();
    uploadControl.current = control;
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent, signal: control.signal },
      {
        onSuccess: () => toast.success(t('avatar.updated')),
        onError: (error) => {
          if (!control.signal.aborted) setProblem(errorMessage(error));
        },
        onSettled: () => {
          if (uploadControl.current === control) uploadControl.current = null;
        },
      },
    );
  }

  function onRemove() {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('avatar.removed'));
        // The focused Remove button has gone; keyboard users carry on from Upload.
        uploadButton.current?.focus();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('avatar.heading')}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ProfileAvatar profile={profile} size={120} />
        <Typography variant="body2" color="text.secondary">
          {t('avatar.rules')}
        </Typography>
        {upload.isPending ? (
          <Box sx={{ width: '100%' }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('avatar.uploadingLabel')}
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Stack
              direction="row"
              sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography variant="body2" color="text.secondary">
                {percent < 100 ? t('avatar.uploading', { percent }) : t('avatar.saving')}
              </Typography>
              <Button
                size="small"
                onClick={() => {
                  uploadControl.current?.abort();
                  uploadButton.current?.focus();
                }}
              >
                {t('avatar.cancelUpload')}
              </Button>
            </Stack>
          </Box>
        ) : null}
        {/* An alert: screen readers announce a refusal as it appears. */}
        {problem ? (
          <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
            {problem}
          </Alert>
        ) : null}
        <Stack spacing={1} sx={{ width: '100%', maxWidth: 260 }}>
          <Button
            ref={uploadButton}
            variant="outlined"
            fullWidth
            startIcon={<UploadOutlined />}
            disabled={remove.isPending}
            onClick={() => fileInput.current?.click()}
          >
            {t('avatar.upload')}
          </Button>
          {profile.photoURL ? (
            <Button
              color="error"
              fullWidth
              startIcon={<DeleteOutline />}
              disabled={upload.isPending}
              loading={remove.isPending}
              onClick={onRemove}
            >
              {t('avatar.remove')}
            </Button>
          ) : null}
        </Stack>
        {/* Opened by the button above, which shows focus and speaks its name like any other. */}
        <input
          ref={fileInput}
          type="file"
          accept={AVATAR_ACCEPT}
          hidden
          onChange={(event) => void onFileChosen(event)}
        />
      </Stack>
    </Box>
  );
}
