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
import { AddPasskeyDialog } from './add-passkey-dialog.tsx';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { SecuritySection } from './security-section.tsx';

/**
 * Passkeys: sign in with the device's fingerprint, face or screen lock instead of the password
 * (and the code). Listed with when each was added and last used; added here, removed here.
 */
export function PasskeysSection({ passkeys }: { passkeys: PasskeySummary[] }) {
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
        toast.success(`Passkey "${removing.name}" removed`);
        setRemoveOpen(false);
      },
    });
  };

  return (
    <SecuritySection
      title="Passkeys"
      description="A passkey signs you in with your fingerprint, face or screen lock instead of your password and code. It stays on your device and only works on Kapital."
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
            Add a passkey
          </Button>
        ) : null
      }
    >
      {supported === false ? (
        <Alert severity="info" sx={{ mb: passkeys.length > 0 ? 2 : 0 }}>
          This browser cannot use passkeys. To add one, open Kapital in a current browser on your
          phone or computer.
        </Alert>
      ) : null}
      {passkeys.length === 0 ? (
        supported === false ? null : (
          <Typography color="text.secondary" data-testid="passkeys-empty">
            You have no passkeys yet.
          </Typography>
        )
      ) : (
        <List
          aria-label="Your passkeys"
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
                  Added {formatDateTime(passkey.createdAt)} · Last used{' '}
                  {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'never'}
                </Typography>
              </Box>
              <Button
                color="error"
                onClick={() => {
                  remove.reset();
                  setRemoving(passkey);
                  setRemoveOpen(true);
                }}
                aria-label={`Remove passkey ${passkey.name}`}
              >
                Remove
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <AddPasskeyDialog key={addOpenings} open={adding} onClose={() => setAdding(false)} />
      <ConfirmActionDialog
        open={removeOpen}
        title="Remove this passkey?"
        confirmLabel="Remove"
        action={remove}
        onConfirm={confirmRemove}
        onClose={() => setRemoveOpen(false)}
      >
        "{removing?.name}" will no longer sign you in to Kapital. You can also delete it from your
        device's list of passkeys.
      </ConfirmActionDialog>
    </SecuritySection>
  );
}
