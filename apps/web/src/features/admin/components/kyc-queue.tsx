import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { type KycQueueStatus, useKycQueue } from '../api/get-kyc-queue.ts';
import { adminKycPath } from '../lib/admin-paths.ts';
import { formatDateTime, humanize } from '../lib/format.ts';
import { PanelError, PanelLoading } from './query-state.tsx';

const STATUSES: KycQueueStatus[] = ['pending', 'approved', 'rejected'];

/** Identity checks by state: pending ones oldest first, to be reviewed one by one. */
export function KycQueue() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') as KycQueueStatus | null;
  const status = statusParam && STATUSES.includes(statusParam) ? statusParam : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useKycQueue(status, page);

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Tabs
        value={status}
        onChange={(_, next: KycQueueStatus) => setParams({ status: next }, { replace: true })}
        aria-label="Submissions by state"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {STATUSES.map((name) => (
          <Tab key={name} value={name} label={humanize(name)} />
        ))}
      </Tabs>
      {queue.isPending ? (
        <PanelLoading label="Loading submissions" />
      ) : queue.isError ? (
        <PanelError
          error={queue.error}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : queue.data.items.length === 0 ? (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {status === 'pending'
            ? 'Nothing waiting: every submission has been reviewed.'
            : `No ${status} submissions.`}
        </Typography>
      ) : (
        <>
          <List aria-label={`${humanize(status)} submissions`} disablePadding>
            {queue.data.items.map((item) => (
              <ListItemButton
                key={item.id}
                component={RouterLink}
                to={adminKycPath(item.id)}
                divider
              >
                <ListItemText
                  primary={item.name}
                  secondary={`${item.email} · ${humanize(item.idType)} · submitted ${formatDateTime(item.submittedAt)}`}
                  slotProps={{
                    primary: { sx: { fontWeight: 600 } },
                    secondary: { sx: { overflowWrap: 'anywhere' } },
                  }}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  label={humanize(item.status)}
                  color={
                    item.status === 'approved'
                      ? 'success'
                      : item.status === 'rejected'
                        ? 'error'
                        : 'warning'
                  }
                  sx={{ ml: 1 }}
                />
              </ListItemButton>
            ))}
          </List>
          {queue.data.total > queue.data.size ? (
            <Pagination
              sx={{ p: 2 }}
              count={Math.ceil(queue.data.total / queue.data.size)}
              page={page}
              onChange={(_, next) => setParams({ status, page: String(next) }, { replace: true })}
            />
          ) : null}
        </>
      )}
    </Paper>
  );
}
