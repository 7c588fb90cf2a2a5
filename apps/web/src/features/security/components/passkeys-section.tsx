import type { PasskeySummary } from '@kapital/shared';
import Key from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/format-date.ts';
import { browserHasPasskeys } from '@/lib/passkeys.ts';
import { toast } from '@/lib/toast.ts';
import { useRemovePasskey } from '../api/remove-passkey.ts';
import { useSecurityText } from '../i18n.ts';
import { AddPasskeyDialog } from './add-passkey-dialog.tsx';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { SecuritySection } from './security-section.tsx';

/**
 * Passkeys: sign in with the device's fingerprint, face or screen lock instead of the password
 * (and the code). Listed with when each was added and last used; added here, removed here.
 */
export function PasskeysSection({ passkeys }: { passkeys: PasskeySummary[] }) {
  const { t } = useSecurityText();
  // Known after the first render: the page may be rendered where there is no browser.
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(browserHasPasskeys()), []);
  const [adding, setAdding] = useState(false);
  // A new key for every opening, so the dialog starts afresh and still fades out when closed.
  const [addOpenings, setAddOpenings] = useState(0);
  // Kept after the dialog closes, so its text stays while it fades out.
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const remove = useRemovePasskey();

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('passkeys.removed', { name: removing.name }));
        setRemoveOpen(false);
      },
    });
  };

  return (
    <SecuritySection
      title={t('passkeys.title')}
      description={t('passkeys.description')}
      data-testid="passkeys-section"
      action={
        supported ? (
          <Button
            variant="contained"
            startIcon={<Key />}
            onClick={() => {
              setAddOpenings((count) => count + 1);
              setAdding(true);
            }}
          >
            {t('passkeys.add')}
          </Button>
        ) : null
      }
    >
      {supported === false ? (
        <Alert severity="info" sx={{ mb: passkeys.length > 0 ? 2 : 0 }}>
          {t('passkeys.unsupported')}
        </Alert>
      ) : null}
      {passkeys.length === 0 ? (
        supported === false ? null : (
          <Typography color="text.secondary" data-testid="passkeys-empty">
            {t('passkeys.empty')}
          </Typography>
        )
      ) : (
        <List
          aria-label={t('passkeys.listLabel')}
          disablePadding
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          {passkeys.map((passkey, index) => (
            <ListItem
              key={passkey.id}
              divider={index < passkeys.length - 1}
              data-testid="passkey-row"
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5 }}
            >
              <Key aria-hidden sx={{ color: 'text.secondary' }} />
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {passkey.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {passkey.lastUsedAt
                    ? t('passkeys.dates', {
                        added: formatDateTime(passkey.createdAt),
                        lastUsed: formatDateTime(passkey.lastUsedAt),
                      })
                    : t('passkeys.datesNeverUsed', { added: formatDateTime(passkey.createdAt) })}
                </Typography>
              </Box>
              <Button
                color="error"
                onClick={() => {
                  remove.reset();
                  setRemoving(passkey);
                  setRemoveOpen(true);
                }}
                aria-label={t('passkeys.removeLabel', { name: passkey.name })}
              >
                {t('passkeys.remove')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <AddPasskeyDialog key={addOpenings} open={adding} onClose={() => setAdding(false)} />
      <ConfirmActionDialog
        open={removeOpen}
        title={t('passkeys.removeTitle')}
        confirmLabel={t('passkeys.remove')}
        action={remove}
        onConfirm={confirmRemove}
        onClose={() => setRemoveOpen(false)}
      >
        {t('passkeys.removeBody', { name: removing?.name ?? '' })}
      </ConfirmActionDialog>
    </SecuritySection>
  );
}
