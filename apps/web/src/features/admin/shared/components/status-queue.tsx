import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminText } from '@/features/admin/i18n.ts';
import { humanize } from '@/features/admin/shared/lib/format.ts';
import { QueryPanel } from './query-state.tsx';

/** A queue's states in tab order, the one staff work through first. */
export type QueueStatuses<TStatus extends string> = readonly [TStatus, ...TStatus[]];

interface QueueParams<TStatus extends string> {
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
 * the same list. An unknown state falls back to the first, the one staff work through.
 */
function useQueueParams<TStatus extends string>(
  statuses: QueueStatuses<TStatus>,
): QueueParams<TStatus> {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') as TStatus | null;
  const [waitingStatus] = statuses;
  const status = statusParam && statuses.includes(statusParam) ? statusParam : waitingStatus;
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    status,
    page,
    waiting: status === waitingStatus,
    showStatus: (next: TStatus) => setParams({ status: next }, { replace: true }),
    showPage: (next: number) => setParams({ status, page: String(next) }, { replace: true }),
  };
}

/** One page of a queue, as the console's list endpoints send it. */
interface QueuePage {
  items: Array<{ id: string }>;
  total: number;
  size: number;
}

interface StatusQueueProps<TStatus extends string, TPage extends QueuePage, TKey extends QueryKey> {
  statuses: QueueStatuses<TStatus>;
  /** A tab's name; the state itself, in words, unless the rows name their states otherwise. */
  statusLabel?: (status: TStatus) => string;
  /** What the queue holds, in the plural and in the chosen language: "deposits", "submissions". */
  noun: string;
  /** What the empty tab of the state staff work through says. */
  nothingWaiting: string;
  /** The query of one state's page (the api's query options). */
  pageQuery: (status: TStatus, page: number) => UseQueryOptions<TPage, Error, TPage, TKey>;
  children: (item: TPage['items'][number]) => ReactNode;
}

/** A staff queue: one tab a state, the page of that state's items, and paging below. */
export function StatusQueue<
  TStatus extends string,
  TPage extends QueuePage,
  TKey extends QueryKey,
>({
  statuses,
  statusLabel = humanize,
  noun,
  nothingWaiting,
  pageQuery,
  children,
}: StatusQueueProps<TStatus, TPage, TKey>) {
  const { t } = useAdminText();
  const queue = useQueueParams(statuses);
  const query = useQuery(pageQuery(queue.status, queue.page));
  const label = statusLabel(queue.status);
  const listLabel = t('shared.queue.list', { status: label, noun });
  const empty = queue.waiting
    ? nothingWaiting
    : t('shared.queue.empty', { status: label.toLowerCase(), noun });
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Tabs
        value={queue.status}
        onChange={(_, next: TStatus) => queue.showStatus(next)}
        aria-label={t('shared.queue.tabs', {
          noun: `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`,
        })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {statuses.map((name) => (
          <Tab key={name} value={name} label={statusLabel(name)} />
        ))}
      </Tabs>
      <QueryPanel query={query} loadingLabel={t('shared.queue.loading', { noun })}>
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
                {items.map((item) => (
                  <Fragment key={item.id}>{children(item)}</Fragment>
                ))}
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
