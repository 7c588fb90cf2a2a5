import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import Download from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { useSecurityText } from '../i18n.ts';
import {
  backupCodesClipboardText,
  backupCodesFileName,
  backupCodesFileText,
} from '../lib/backup-codes.ts';

interface BackupCodesPanelProps {
  codes: readonly string[];
  /** Whose codes they are, for the downloaded file: the account's e-mail. */
  account: string;
}

function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  URL.revokeObjectURL(url);
}

/**
 * Backup codes, shown this once (the server keeps them encrypted): the list, Copy and Download.
 * The dialog around it decides when they have been saved.
 */
export function BackupCodesPanel({ codes, account }: BackupCodesPanelProps) {
  const { t } = useSecurityText();
  // Made when shown: the file says when, and its name tells a newer set from an older one.
  const [createdAt] = useState(() => new Date());

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(backupCodesClipboardText(codes));
      toast.success(t('backupCodes.copied'));
    } catch {
      toast.error(t('backupCodes.notCopied'));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2">{t('backupCodes.intro')}</Typography>
      <Box
        component="ol"
        aria-label={t('backupCodes.label')}
        data-testid="backup-codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        {codes.map((code) => (
          <Typography
            component="li"
            key={code}
            sx={{
              fontFamily: 'monospace',
              fontSize: '1rem',
              fontWeight: 600,
              textAlign: 'center',
              overflowWrap: 'anywhere',
            }}
          >
            {code}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t('backupCodes.copy')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() =>
            downloadText(
              backupCodesFileName(createdAt),
              backupCodesFileText(codes, account, createdAt, t),
            )
          }
        >
          {t('backupCodes.download')}
        </Button>
      </Box>
    </Box>
  );
}
