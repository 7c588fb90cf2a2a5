import type { InvestmentStatus } from '@kapital/shared/constants';
import TrendingUp from '@mui/icons-material/TrendingUpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PagePagination } from '@/components/page-pagination.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { INVESTMENTS_PAGE_SIZE, useInvestments } from '../api/get-investments.ts';
import { useNow } from '../hooks/use-now.ts';
import { useInvestmentsText } from '../i18n.ts';
import { payoutNews } from '../lib/progress.ts';
import { InvestmentCard } from './investment-card.tsx';

const FILTERS = [
  { value: 'all', label: 'list.filterAll' },
  { value: 'active', label: 'list.filterActive' },
  { value: 'matured', label: 'list.filterMatured' },
] as const;

/** ?status= and ?page= as the list reads them; anything else is every investment, page 1. */
function listRequest(search: URLSearchParams) {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: status === 'active' || status === 'matured' ? status : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  } as const;
}

/**
 * /investment: the person's investments, newest first, a page at a time. Each payout's invoice
 * event refreshes the page; the payouts that arrived are told to screen readers once, and the
 * countdowns tick on one shared clock.
 */
export function InvestmentList({ userId }: { userId: string }) {
  const { t } = useInvestmentsText();
  const [search, setSearch] = useSearchParams();
  const request = listRequest(search);
  const list = useInvestments(userId, request);
  const items = list.data?.items;
  const anyActive = items?.some((investment) => investment.status === 'active') ?? false;
  const now = useNow(1_000, anyActive);
  const news = useLiveNews(items);

  const setRequest = (next: { status: InvestmentStatus | null; page: number }) => {
    const params: Record<string, string> = {};
    if (next.status) params.status = next.status;
    if (next.page > 1) params.page = String(next.page);
    setSearch(params);
  };
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / INVESTMENTS_PAGE_SIZE));

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t('list.filterLabel')}
        value={request.status ?? 'all'}
        onChange={(_, value: InvestmentStatus | 'all' | null) => {
          if (value) setRequest({ status: value === 'all' ? null : value, page: 1 });
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {FILTERS.map((filter) => (
          <ToggleButton key={filter.value} value={filter.value} sx={{ px: 2 }}>
            {t(filter.label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="payout-news">
        {news}
      </Box>

      {items === undefined && list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadError', { reason: errorMessage(list.error) })}
        </Alert>
      ) : items === undefined ? (
        <Box role="status" aria-label={t('list.loading')} sx={{ display: 'grid', gap: 2 }}>
          {[0, 1].map((index) => (
            <Skeleton key={index} variant="rounded" height={220} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <EmptyState
          icon={TrendingUp}
          message={
            request.status === null
              ? t('list.empty')
              : request.status === 'active'
                ? t('list.emptyActive')
                : t('list.emptyMatured')
          }
        >
          <Button component={RouterLink} to={paths.addInvestment} variant="contained">
            {t('list.seePackages')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2 }} data-testid="investment-list">
            {items.map((investment) => (
              <InvestmentCard key={investment.id} investment={investment} now={now} />
            ))}
          </Box>
          <PagePagination
            pages={pages}
            page={request.page}
            onPageChange={(page) => setRequest({ status: request.status, page })}
          />
        </>
      )}
    </Stack>
  );
}

/** The payouts a refresh of the list brought, as one sentence for the live region. */
function useLiveNews(items: ReadonlyArray<Parameters<typeof payoutNews>[1][number]> | undefined) {
  const { t } = useInvestmentsText();
  const seen = useRef(new Map<string, number>());
  const [news, setNews] = useState('');
  useEffect(() => {
    if (!items) return;
    const fresh = payoutNews(seen.current, items, t);
    for (const item of items) seen.current.set(item.id, item.periodsPaid);
    if (fresh.length > 0) setNews(fresh.join(' '));
  }, [items, t]);
  return news;
}
