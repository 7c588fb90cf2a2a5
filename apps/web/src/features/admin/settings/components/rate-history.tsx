import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAdminText } from '@/features/admin/i18n.ts';
import { PanelError, PanelLoading } from '@/features/admin/shared/components/query-state.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useRateHistory } from '../api/get-rate-history.ts';

/** The paging items' names, by the kind of item. */
const PAGE_LABELS = {
  page: 'rateHistory.page',
  first: 'rateHistory.first',
  previous: 'rateHistory.previous',
  next: 'rateHistory.next',
  last: 'rateHistory.last',
  'start-ellipsis': 'rateHistory.morePages',
  'end-ellipsis': 'rateHistory.morePages',
} as const;

/** Every rate change, newest first, with who made it. */
export function RateHistory() {
  const { t } = useAdminText();
  const [page, setPage] = useState(1);
  const history = useRateHistory(page);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="rate-history-title"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography
        id="rate-history-title"
        variant="h2"
        component="h2"
        sx={{ fontSize: '1.125rem', mb: 1 }}
      >
        {t('rateHistory.title')}
      </Typography>
      {history.isPending ? (
        <PanelLoading label={t('rateHistory.loading')} />
      ) : history.isError ? (
        <PanelError
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('rateHistory.empty')}</Typography>
      ) : (
        <>
          <List dense disablePadding aria-label={t('rateHistory.listLabel')}>
            {history.data.items.map((change) => (
              <ListItem key={`${change.currency}-${change.at}-${change.to}`} divider disableGutters>
                <ListItemText
                  primary={`${change.currency}: ${change.from ?? '—'} → ${change.to}`}
                  secondary={`${formatDateTime(change.at)} · ${change.actorName ?? change.actorId}`}
                />
              </ListItem>
            ))}
          </List>
          {history.data.total > history.data.size ? (
            <Pagination
              sx={{ mt: 2 }}
              count={Math.ceil(history.data.total / history.data.size)}
              page={page}
              onChange={(_, next) => setPage(next)}
              getItemAriaLabel={(type, item) => t(PAGE_LABELS[type], { page: item })}
            />
          ) : null}
        </>
      )}
    </Paper>
  );
}
