import { KYC_ID_TYPE_LABELS } from '@kapital/shared';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import {
  type QueueStatuses,
  StatusQueue,
} from '@/features/admin/shared/components/status-queue.tsx';
import { adminKycPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { humanize, kycStatusColor } from '@/features/admin/shared/lib/format.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { type KycQueueStatus, kycQueueQueryOptions } from '../api/get-kyc-queue.ts';

const STATUSES: QueueStatuses<KycQueueStatus> = ['pending', 'approved', 'rejected'];

/** Identity checks by state: pending ones oldest first, to be reviewed one by one. */
export function KycQueue() {
  return (
    <StatusQueue
      statuses={STATUSES}
      noun="submissions"
      nothingWaiting="Nothing waiting: every submission has been reviewed."
      pageQuery={kycQueueQueryOptions}
    >
      {(item) => (
        <ListItemButton component={RouterLink} to={adminKycPath(item.id)} divider>
          <ListItemText
            primary={item.name}
            secondary={`${item.email} · ${KYC_ID_TYPE_LABELS[item.idType]} · submitted ${formatDateTime(item.submittedAt)}`}
            slotProps={{
              primary: { sx: { fontWeight: 600 } },
              secondary: { sx: { overflowWrap: 'anywhere' } },
            }}
          />
          <Chip
            size="small"
            variant="outlined"
            label={humanize(item.status)}
            color={kycStatusColor(item.status)}
            sx={{ ml: 1 }}
          />
        </ListItemButton>
      )}
    </StatusQueue>
  );
}
