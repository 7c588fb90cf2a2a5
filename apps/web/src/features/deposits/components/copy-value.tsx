import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { toast } from '@/lib/toast.ts';
import { useDepositsText } from '../i18n.ts';

/** One line of payment instructions: its label, the value in a readable font, and a copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useDepositsText();
  // The label inside a sentence: "Copy account number".
  const field = label.toLowerCase();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('copyValue.copied', { label }));
    } catch {
      toast.error(t('copyValue.copyFailed', { field }));
    }
  };
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
      >
        <Typography
          sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {value}
        </Typography>
        <Tooltip title={t('copyValue.copy', { field })}>
          <IconButton
            size="small"
            aria-label={t('copyValue.copy', { field })}
            onClick={() => void copy()}
            data-print="hide"
            sx={{ displayPrint: 'none', flexShrink: 0 }}
          >
            <ContentCopy fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
