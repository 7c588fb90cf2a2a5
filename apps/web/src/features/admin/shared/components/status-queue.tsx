import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { QueryPanel } from './query-state.tsx';

export interface QueueParams<TStatus extends string> {
  status: TStatus;
  page: number;
  /** Whether the tab shown is the state staff work through. */
  waiting: boolean;
  /** A new tab starts again at its first page. */
  showStatus: (next: TStatus) => void;
  showPage: (next: number) => void;
}

/**
 * The tab and page a review queue shows, kept in the address so a reload or a shared link opens
 * the same list. An unknown state falls back to the one staff work through.
 */
export function useQueueParams<TStatus extends string>(
  statuses: readonly TStatus[],
  fallback: TStatus,
): QueueParams<TStatus> {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') as TStatus | null;
  const status = statusParam && statuses.includes(statusParam) ? statusParam : fallback;
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    status,
    page,
    waiting: status === fallback,
    showStatus: (next: TStatus) => setParams({ status: next }, { replace: true }),
    showPage: (next: number) => setParams({ status, page: String(next) }, { replace: true }),
  };
}

interface StatusQueueProps<TStatus extends string, TItem extends { id: string }> {
  statuses: readonly TStatus[];
  statusLabel: (status: TStatus) => string;
  queue: QueueParams<TStatus>;
  /** What the queue holds, in the plural: "deposits", "submissions". */
  noun: string;
  /** What the empty tab of the state staff work through says. */
  nothingWaiting: string;
  query: UseQueryResult<{ items: TItem[]; total: number; size: number }>;
  children: (item: TItem) => ReactNode;
}

/** A staff queue: one tab a state, the page of that state's items, and paging below. */
export function StatusQueue<TStatus extends string, TItem extends { id: string }>({
  statuses,
  statusLabel,
  queue,
  noun,
  nothingWaiting,
  query,
  children,
}: StatusQueueProps<TStatus, TItem>) {
  const label = statusLabel(queue.status);
  const listLabel = `${label} ${noun}`;
  const empty = queue.waiting ? nothingWaiting : `No ${label.toLowerCase()} ${noun}.`;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Tabs
        value={queue.status}
        onChange={(_, next: TStatus) => queue.showStatus(next)}
        aria-label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} by state`}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {statuses.map((name) => (
          <Tab key={name} value={name} label={statusLabel(name)} />
        ))}
      </Tabs>
      <QueryPanel query={query} loadingLabel={`Loading ${noun}`}>
        {({ items, total, size }) =>
          items.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary" aria-live="polite">
              {empty}
            </Typography>
          ) : (
            <>
              {/* Live: the list refreshes by itself as requests come and go, and this says so. */}
              <Typography
                variant="body2"
                color="text.secondary"
                aria-live="polite"
                data-testid="queue-total"
                sx={{ px: 2, pt: 1.5 }}
              >
                {listLabel}: {total}
              </Typography>
              <List aria-label={listLabel} disablePadding>
                {items.map((item) => children(item))}
              </List>
              {total > size ? (
                <Pagination
                  sx={{ p: 2 }}
                  count={Math.ceil(total / size)}
                  page={queue.page}
                  onChange={(_, next) => queue.showPage(next)}
                />
              ) : null}
            </>
          )
        }
      </QueryPanel>
    </Paper>
  );
}
