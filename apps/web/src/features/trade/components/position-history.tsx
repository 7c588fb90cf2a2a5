import {
  CLOSE_REASONS,
  type CloseReason,
  type Position,
  TRADING_MODE_LABELS,
  TRADING_MODES,
  type TradingMode,
} from '@kapital/shared';
import { PAIRS, type PairSymbol } from '@kapital/shared/constants';
import { formatMoneyDisplay, parseMoney } from '@kapital/shared/money';
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
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { defaultTradePath } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { EXPORT_LIMIT, getAllClosedPositions, usePositions } from '../api/get-positions.ts';
import { CLOSE_REASON_LABELS, positionsCsv } from '../lib/position-figures.ts';
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

const money = (amount: string | null) =>
  amount === null ? '—' : formatMoneyDisplay(parseMoney(amount));

/**
 * Closed positions, newest first, each with its mode and its net result after fees, with
 * filters (mode, pair, reason), pages and a CSV of up to 1,000 of them.
 */
export function PositionHistory({ userId }: { userId: string }) {
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
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
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
        toast.info(`The CSV holds the newest ${EXPORT_LIMIT.toLocaleString('en-US')} positions.`);
      }
    } catch (error) {
      toast.error(`The CSV could not be made. ${errorMessage(error)}`);
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
            label="Mode"
            value={mode}
            allLabel="Real and Free"
            options={TRADING_MODES.map((value) => [value, TRADING_MODE_LABELS[value]])}
            onChange={filterBy(setMode)}
          />
          <FilterSelect
            label="Pair"
            value={symbol}
            allLabel="All pairs"
            options={PAIRS.map((pair) => [pair, `${pair}/USDT`])}
            onChange={filterBy(setSymbol)}
          />
          <FilterSelect
            label="Reason"
            value={reason}
            allLabel="All reasons"
            options={CLOSE_REASONS.map((value) => [value, CLOSE_REASON_LABELS[value]])}
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
          Download CSV
        </Button>
      </Stack>

      {!data && history.isError ? (
        <InlineLoadError
          message="Your closed positions could not be loaded."
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : !data ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }} role="status" aria-label="Loading">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={48} />
          ))}
        </Paper>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={History}
          message={
            filtered
              ? 'No closed positions match these filters.'
              : 'You have no closed positions yet.'
          }
        >
          {filtered ? null : (
            <Button variant="contained" component={RouterLink} to={defaultTradePath}>
              Trade BTC/USDT
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
              This page could not be loaded. {errorMessage(history.error)}
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

const reasonText = (position: Position) =>
  position.closeReason ? CLOSE_REASON_LABELS[position.closeReason] : '—';

function HistoryTable({ rows }: { rows: Position[] }) {
  return (
    // Focusable: where the columns are wider than the screen the table scrolls sideways, by
    // keyboard too.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Closed positions, scrollable"
      sx={{ borderRadius: 3 }}
    >
      <Table aria-label="Closed positions" size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Pair</TableCell>
            <TableCell>Side</TableCell>
            <TableCell align="right">Stake (USD)</TableCell>
            <TableCell align="right">Entry → exit</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell align="right">Fees (USD)</TableCell>
            <TableCell align="right">Net result (USD)</TableCell>
            <TableCell align="right">Payout (USD)</TableCell>
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
              <TableCell data-testid="close-reason">{reasonText(position)}</TableCell>
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
  return (
    <List aria-label="Closed positions" disablePadding sx={{ display: 'grid', gap: 1.5 }}>
      {rows.map((position) => (
        <PositionCard
          key={position.id}
          position={position}
          pair={<PairName position={position} />}
          at={position.closedAt}
          figure={<SignedAmount amount={position.net} testId="position-net" withCurrency />}
          testId="closed-position"
        >
          <dt>Reason</dt>
          <dd data-testid="close-reason">{reasonText(position)}</dd>
          <dt>Stake</dt>
          <dd>{money(position.stake)} USD</dd>
          <dt>Entry → exit</dt>
          <dd>
            {priceText(position.entryPrice, position.symbol)} →{' '}
            {priceText(position.exitPrice, position.symbol)}
          </dd>
          <dt>Fees</dt>
          <dd data-testid="position-fees">{money(position.fees)} USD</dd>
          <dt>Payout</dt>
          <dd data-testid="position-payout">{money(position.payout)} USD</dd>
        </PositionCard>
      ))}
    </List>
  );
}
