import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { toast } from '@/lib/toast.ts';

async function copy(label: string, value: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(`${label} copied`);
  } catch {
    toast.error(`Could not copy the ${label.toLowerCase()}: select it and copy it by hand`);
  }
}

/** One line of payment instructions: its label, the value in a readable font, and a copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
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
        <Tooltip title={`Copy ${label.toLowerCase()}`}>
          <IconButton
            size="small"
            aria-label={`Copy ${label.toLowerCase()}`}
            onClick={() => void copy(label, value)}
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
