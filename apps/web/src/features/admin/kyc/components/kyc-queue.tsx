import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import {
  type QueueStatuses,
  StatusQueue,
} from '@/features/admin/shared/components/status-queue.tsx';
import { adminKycPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { kycStatusColor } from '@/features/admin/shared/lib/format.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { type KycQueueStatus, kycQueueQueryOptions } from '../api/get-kyc-queue.ts';
import { useAdminKycText } from '../i18n.ts';
import { ID_TYPE_LABELS, STATUS_LABELS } from '../lib/kyc-labels.ts';

const STATUSES: QueueStatuses<KycQueueStatus> = ['pending', 'approved', 'rejected'];

/** Identity checks by state: pending ones oldest first, to be reviewed one by one. */
export function KycQueue() {
  const { t } = useAdminKycText();
  return (
    <StatusQueue
      statuses={STATUSES}
      statusLabel={(status) => t(STATUS_LABELS[status])}
      noun={t('queue.noun')}
      nothingWaiting={t('queue.nothingWaiting')}
      pageQuery={kycQueueQueryOptions}
    >
      {(item) => (
        <ListItemButton component={RouterLink} to={adminKycPath(item.id)} divider>
          <ListItemText
            primary={item.name}
            secondary={t('queue.summary', {
              email: item.email,
              idType: t(ID_TYPE_LABELS[item.idType]),
              date: formatDateTime(item.submittedAt),
            })}
            slotProps={{
              primary: { sx: { fontWeight: 600 } },
              secondary: { sx: { overflowWrap: 'anywhere' } },
            }}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t(STATUS_LABELS[item.status])}
            color={kycStatusColor(item.status)}
            sx={{ ml: 1 }}
          />
        </ListItemButton>
      )}
    </StatusQueue>
  );
}
