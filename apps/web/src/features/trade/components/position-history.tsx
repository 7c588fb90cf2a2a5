import {
  CLOSE_REASONS,
  type CloseReason,
  type Position,
  TRADING_MODES,
  type TradingMode,
} from '@kapital/shared';
import { PAIRS, type PairSymbol } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import Download from '@mui/icons-material/DownloadOutlined';
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { defaultTradePath } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount, formatCount } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/toast.ts';
import { EXPORT_LIMIT, getAllClosedPositions, usePositions } from '../api/get-positions.ts';
import { useTradeText } from '../i18n.ts';
import { positionsCsv } from '../lib/position-figures.ts';
import { CLOSE_REASON_KEYS, MODE_KEYS } from '../lib/trade-labels.ts';
import {
  numeric,
  PairWithMode,
  PositionCard,
  priceText,
  SideText,
  SignedAmount,
} from './position-parts.tsx';

const PAGE_SIZE = 20;

/** One of History Trade's filters: a value, or '' for all of them. */
function FilterSelect<T extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: T | '';
  allLabel: string;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (next: T | '') => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
      sx={{ minWidth: { sm: 170 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

const money = (amount: string | null) => (amount === null ? '—' : formatAmount(parseMoney(amount)));

/**
 * Closed positions, newest first, each with its mode and its net result after fees, with
 * filters (mode, pair, reason), pages and a CSV of up to 1,000 of them.
 */
export function PositionHistory({ userId }: { userId: string }) {
  const { t } = useTradeText();
  const [mode, setMode] = useState<TradingMode | ''>('');
  const [symbol, setSymbol] = useState<PairSymbol | ''>('');
  const [reason, setReason] = useState<CloseReason | ''>('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const history = usePositions(userId, {
    status: 'closed',
    mode: mode || null,
    symbol: symbol || null,
    reason: reason || null,
    page,
    size: PAGE_SIZE,
  });
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const filtered = mode !== '' || symbol !== '' || reason !== '';
  // A filter that changes goes back to the first page.
  const filterBy =
    <T,>(set: (next: T) => void) =>
    (next: T) => {
      set(next);
      setPage(1);
    };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await getAllClosedPositions({
        mode: mode || null,
        symbol: symbol || null,
        reason: reason || null,
      });
      const blob = new Blob([positionsCsv(rows)], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = 'history-trade.csv';
      anchor.click();
      URL.revokeObjectURL(url);
      if (data && data.total > EXPORT_LIMIT) {
        toast.info(t('history.csvLimited', { limit: formatCount(EXPORT_LIMIT) }));
      }
    } catch (error) {
      toast.error(t('history.csvError', { reason: errorMessage(error) }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FilterSelect
            label={t('history.modeFilter')}
            value={mode}
            allLabel={t('history.allModes')}
            options={TRADING_MODES.map((value) => [value, t(MODE_KEYS[value])])}
            onChange={filterBy(setMode)}
          />
          <FilterSelect
            label={t('history.pairFilter')}
            value={symbol}
            allLabel={t('history.allPairs')}
            options={PAIRS.map((pair) => [pair, `${pair}/USDT`])}
            onChange={filterBy(setSymbol)}
          />
          <FilterSelect
            label={t('history.reasonFilter')}
            value={reason}
            allLabel={t('history.allReasons')}
            options={CLOSE_REASONS.map((value) => [value, t(CLOSE_REASON_KEYS[value])])}
            onChange={filterBy(setReason)}
          />
        </Stack>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={!data || data.total === 0}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
        >
          {t('history.downloadCsv')}
        </Button>
      </Stack>

      {!data && history.isError ? (
        <InlineLoadError
          message={t('history.loadError')}
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : !data ? (
        <Paper
          variant="outlined"
          sx={{ borderRadius: 3, p: 2 }}
          role="status"
          aria-label={t('loading')}
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={48} />
          ))}
        </Paper>
      ) : data.items.length === 0 ? (
        <EmptyState icon={History} message={filtered ? t('history.noMatches') : t('history.empty')}>
          {filtered ? null : (
            <Button variant="contained" component={RouterLink} to={defaultTradePath}>
              {t('tradeBtc')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <Box
          aria-busy={history.isPlaceholderData}
          sx={{ opacity: history.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {wide ? <HistoryTable rows={data.items} /> : <HistoryCards rows={data.items} />}
          {history.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('pageLoadError', { reason: errorMessage(history.error) })}
            </Alert>
          ) : null}
          {pages > 1 ? (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={pages}
              page={page}
              siblingCount={wide ? 1 : 0}
              onChange={(_, next) => setPage(next)}
            />
          ) : null}
        </Box>
      )}
    </Stack>
  );
}

function PairName({ position }: { position: Position }) {
  return (
    <Typography component="span" sx={{ fontWeight: 600 }}>
      {position.symbol}/USDT
    </Typography>
  );
}

const reasonText = (position: Position, t: TFunction<'trade'>) =>
  position.closeReason ? t(CLOSE_REASON_KEYS[position.closeReason]) : '—';

function HistoryTable({ rows }: { rows: Position[] }) {
  const { t } = useTradeText();
  return (
    // Focusable: where the columns are wider than the screen the table scrolls sideways, by
    // keyboard too.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={t('history.scrollLabel')}
      sx={{ borderRadius: 3 }}
    >
      <Table
        aria-label={t('history.listLabel')}
        size="small"
        sx={{ '& th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('positions.pair')}</TableCell>
            <TableCell>{t('positions.side')}</TableCell>
            <TableCell align="right">{t('positions.stakeUsd')}</TableCell>
            <TableCell align="right">{t('positions.entryExit')}</TableCell>
            <TableCell>{t('positions.reason')}</TableCell>
            <TableCell align="right">{t('positions.feesUsd')}</TableCell>
            <TableCell align="right">{t('positions.netResultUsd')}</TableCell>
            <TableCell align="right">{t('positions.payoutUsd')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((position) => (
            <TableRow key={position.id} data-testid="closed-position">
              <TableCell>
                <PairWithMode position={position} pair={<PairName position={position} />} />
                <Typography variant="body2" color="text.secondary">
                  {position.number}
                  <br />
                  {formatDateTime(position.closedAt)}
                </Typography>
              </TableCell>
              <TableCell>
                <SideText side={position.side} />
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {money(position.stake)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {priceText(position.entryPrice, position.symbol)}
                <br />→ {priceText(position.exitPrice, position.symbol)}
              </TableCell>
              <TableCell data-testid="close-reason">{reasonText(position, t)}</TableCell>
              <TableCell align="right" sx={numeric} data-testid="position-fees">
                {money(position.fees)}
              </TableCell>
              <TableCell align="right">
                <SignedAmount amount={position.net} testId="position-net" />
              </TableCell>
              <TableCell align="right" sx={numeric} data-testid="position-payout">
                {money(position.payout)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function HistoryCards({ rows }: { rows: Position[] }) {
  const { t } = useTradeText();
  return (
    <List aria-label={t('history.listLabel')} disablePadding sx={{ display: 'grid', gap: 1.5 }}>
      {rows.map((position) => (
        <PositionCard
          key={position.id}
          position={position}
          pair={<PairName position={position} />}
          at={position.closedAt}
          figure={<SignedAmount amount={position.net} testId="position-net" withCurrency />}
          testId="closed-position"
        >
          <dt>{t('positions.reason')}</dt>
          <dd data-testid="close-reason">{reasonText(position, t)}</dd>
          <dt>{t('positions.stake')}</dt>
          <dd>{money(position.stake)} USD</dd>
          <dt>{t('positions.entryExit')}</dt>
          <dd>
            {priceText(position.entryPrice, position.symbol)} →{' '}
            {priceText(position.exitPrice, position.symbol)}
          </dd>
          <dt>{t('positions.fees')}</dt>
          <dd data-testid="position-fees">{money(position.fees)} USD</dd>
          <dt>{t('positions.payout')}</dt>
          <dd data-testid="position-payout">{money(position.payout)} USD</dd>
        </PositionCard>
      ))}
    </List>
  );
}
