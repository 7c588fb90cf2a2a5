import type { AdminInvestment, AdminInvestmentsResponse, InvestmentPackage } from '@kapital/shared';
import { INVESTMENT_STATUSES, type InvestmentStatus } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type FigureTile, FigureTiles } from '@/components/figure-tiles.tsx';
import { ConsoleTable } from '@/features/admin/shared/components/console-table.tsx';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import { SearchField } from '@/features/admin/shared/components/search-field.tsx';
import { adminUserPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { useDebouncedValue } from '@/features/admin/shared/lib/use-debounced-value.ts';
import { useListParams } from '@/features/admin/shared/lib/use-list-params.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { type AdminInvestmentsFilter, useAdminInvestments } from '../api/get-admin-investments.ts';
import { useAdminPackages } from '../api/get-admin-packages.ts';
import { useAdminInvestmentsText } from '../i18n.ts';
import { nextPayoutNote, progressPercent } from '../lib/package-terms.ts';
import { PayoutSwitch } from './payout-switch.tsx';

const PAGE_SIZES = [10, 20, 50];

const STATUS_LABELS = {
  active: 'status.active',
  matured: 'status.matured',
} as const satisfies Record<InvestmentStatus, string>;

/** A label's quieter part, as in "Paid 3 of 7 periods". */
const muted = <Box component="span" sx={{ color: 'text.secondary' }} />;

function InvestmentStatusChip({ status }: { status: InvestmentStatus }) {
  const { t } = useAdminInvestmentsText();
  return (
    <Chip
      size="small"
      label={t(STATUS_LABELS[status])}
      color={status === 'active' ? 'success' : 'default'}
      variant={status === 'active' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The filter in the address, so a reload or a shared link shows the same list. */
function useInvestmentsParams() {
  const list = useListParams(PAGE_SIZES, 20);
  const typed = list.params.get('q') ?? '';
  const statusParam = list.params.get('status') as InvestmentStatus | null;
  const status = statusParam && INVESTMENT_STATUSES.includes(statusParam) ? statusParam : null;
  const filter: AdminInvestmentsFilter = {
    q: useDebouncedValue(typed.trim(), 300),
    packageId: list.params.get('packageId') ?? '',
    status,
    page: list.page,
    size: list.size,
  };
  return { typed, filter, update: list.update, paging: list.paging };
}

/** Active capital, profit paid and profit falling due soon, of the investments listed. */
function Totals({
  totals,
  filtered,
}: {
  totals: AdminInvestmentsResponse['totals'];
  filtered: boolean;
}) {
  const { t } = useAdminInvestmentsText();
  const figures: FigureTile[] = [
    {
      label: t('totals.activeCapital'),
      value: formatUsd(totals.activeCapital),
      testId: 'total-active',
    },
    { label: t('totals.profitPaid'), value: formatUsd(totals.profitPaid), testId: 'total-paid' },
    {
      label: t('totals.profitDue'),
      value: formatUsd(totals.profitDueNext24h),
      testId: 'total-due',
    },
  ];
  return (
    <FigureTiles
      title={t('totals.title')}
      description={filtered ? t('totals.filtered') : t('totals.all')}
      figures={figures}
      columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }}
    />
  );
}

interface FiltersProps {
  typed: string;
  filter: AdminInvestmentsFilter;
  packages: InvestmentPackage[];
  update: (next: Record<string, string | null>) => void;
}

function Filters({ typed, filter, packages, update }: FiltersProps) {
  const { t } = useAdminInvestmentsText();
  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
        },
      }}
    >
      <SearchField
        label={t('filters.search')}
        value={typed}
        onChange={(value) => update({ q: value, page: null })}
      />
      <TextField
        select
        label={t('filters.package')}
        value={filter.packageId}
        onChange={(event) => update({ packageId: event.target.value, page: null })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('filters.allPackages')}</option>
        {packages.map((item) => (
          <option key={item.id} value={item.id}>
            {item.active ? item.name : t('filters.inactivePackage', { name: item.name })}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('filters.status')}
        value={filter.status ?? ''}
        onChange={(event) => update({ status: event.target.value, page: null })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('filters.allStatuses')}</option>
        {INVESTMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(STATUS_LABELS[status])}
          </option>
        ))}
      </TextField>
    </Box>
  );
}

/** 'n of m' periods paid, with a bar that only repeats it for the eye. */
function Progress({ item }: { item: AdminInvestment }) {
  const { t } = useAdminInvestmentsText();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <Trans
          t={t}
          i18nKey="row.paidPeriods"
          values={{ paid: item.periodsPaid, periods: item.periods }}
          components={{ muted }}
        />
      </Typography>
      <LinearProgress
        aria-hidden
        variant="determinate"
        value={progressPercent(item.periodsPaid, item.periods)}
        sx={{ mt: 0.5, height: 6, borderRadius: 3, maxWidth: 240 }}
      />
    </Box>
  );
}

/** The next payout's time, and whether it is late (held by the pause, or about to be paid). */
function NextPayout({
  item,
  paused,
  now,
}: {
  item: AdminInvestment;
  paused: boolean;
  now: number;
}) {
  const { t } = useAdminInvestmentsText();
  if (!item.nextPayoutAt) {
    return (
      <Typography variant="body2">
        <Trans
          t={t}
          i18nKey="row.matured"
          values={{ date: formatDateTime(item.maturedAt) }}
          components={{ muted }}
        />
      </Typography>
    );
  }
  const note = nextPayoutNote(item.nextPayoutAt, now, paused);
  return (
    <Typography variant="body2">
      <Trans
        t={t}
        i18nKey="row.nextPayout"
        values={{ date: formatDateTime(item.nextPayoutAt) }}
        components={{ muted }}
      />
      {note ? (
        <Box
          component="span"
          sx={{ display: 'block', color: note === 'held' ? 'warning.main' : 'text.secondary' }}
        >
          {note === 'held' ? t('row.held') : t('row.due')}
        </Box>
      ) : null}
    </Typography>
  );
}

interface InvestmentRowProps {
  item: AdminInvestment;
  paused: boolean;
  now: number;
}

/**
 * One investment: invoice number and investor, package and terms, amount and earnings, status,
 * then its progress and next payout. Two lines of columns on a wide screen, stacked on a phone.
 */
function InvestmentRow({ item, paused, now }: InvestmentRowProps) {
  const { t } = useAdminInvestmentsText();
  return (
    <ListItem
      divider
      data-testid="investment-row"
      sx={{
        display: 'grid',
        alignItems: 'start',
        columnGap: 2,
        rowGap: { xs: 0.5, sm: 0 },
        py: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) auto',
          sm: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) auto',
        },
        gridTemplateAreas: {
          xs: '"num status" "who who" "pkg money" "paid paid" "next next"',
          sm: '"num pkg money status" "who pkg money status" "paid paid next next"',
        },
      }}
    >
      <Typography sx={{ gridArea: 'num', fontFamily: 'monospace', fontWeight: 600 }}>
        {item.number}
      </Typography>
      <Box sx={{ gridArea: 'who', minWidth: 0 }}>
        <Link component={RouterLink} to={adminUserPath(item.userId)} sx={{ fontWeight: 600 }}>
          {item.customer.name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {item.customer.email}
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'pkg', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{item.packageName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('row.terms', { rate: item.ratePercent, periods: item.periods })}
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'money', textAlign: { xs: 'right', sm: 'left' }, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatUsd(item.amount.usd)}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          <Trans
            t={t}
            i18nKey="row.earned"
            values={{ amount: formatUsd(item.earned.usd) }}
            components={{ muted }}
          />
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'status', justifySelf: 'end' }}>
        <InvestmentStatusChip status={item.status} />
      </Box>
      <Box sx={{ gridArea: 'paid', minWidth: 0, mt: 1 }}>
        <Progress item={item} />
      </Box>
      <Box sx={{ gridArea: 'next', minWidth: 0, mt: { xs: 0.5, sm: 1 } }}>
        <NextPayout item={item} paused={paused} now={now} />
      </Box>
    </ListItem>
  );
}

/**
 * Every investment, filtered by investor, package and status, with the totals and the switch
 * that pauses every payout. Refreshes on focus, every half minute, and on demand.
 */
export function InvestmentsPanel() {
  const { t } = useAdminInvestmentsText();
  const { typed, filter, update, paging } = useInvestmentsParams();
  const investments = useAdminInvestments(filter);
  const packages = useAdminPackages();
  const filtered = Boolean(filter.q || filter.packageId || filter.status);
  // "Late" is judged against the time of the data shown.
  const now = investments.dataUpdatedAt;

  return (
    <QueryPanel query={investments} loadingLabel={t('list.loading')}>
      {(data) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <PayoutSwitch paused={data.payoutsPaused} />
          <Filters
            typed={typed}
            filter={filter}
            packages={packages.data?.items ?? []}
            update={update}
          />
          <Totals totals={data.totals} filtered={filtered} />
          <ConsoleTable
            query={investments}
            loadingLabel={t('list.loading')}
            refreshable
            header={({ total }) => (
              <Typography
                variant="body2"
                color="text.secondary"
                aria-live="polite"
                data-testid="investments-total"
              >
                {filtered ? t('list.matchingCount', { total }) : t('list.count', { total })}
              </Typography>
            )}
            isEmpty={({ items }) => items.length === 0}
            empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
            paging={({ total }) => paging(total)}
          >
            {({ items, payoutsPaused }) => (
              <List aria-label={t('list.label')} disablePadding>
                {items.map((item) => (
                  <InvestmentRow key={item.id} item={item} paused={payoutsPaused} now={now} />
                ))}
              </List>
            )}
          </ConsoleTable>
        </Box>
      )}
    </QueryPanel>
  );
}
