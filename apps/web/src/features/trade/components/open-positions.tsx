import { type Position, TRADING_MODES, type TradingMode } from '@kapital/shared';
import { parseMoney } from '@kapital/shared/money';
import Timeline from '@mui/icons-material/Timeline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { defaultTradePath } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/i18n/format.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { usePositions } from '../api/get-positions.ts';
import { useTradeText } from '../i18n.ts';
import { usd } from '../lib/order-form.ts';
import { pairPath } from '../lib/pairs.ts';
import { MODE_KEYS } from '../lib/trade-labels.ts';
import { shownMode } from '../lib/trading-modes.ts';
import { ClosePositionDialog } from './close-position-dialog.tsx';
import { EditLevelsDialog } from './edit-levels-dialog.tsx';
import {
  LivePrice,
  LiveResult,
  numeric,
  PairWithMode,
  PositionCard,
  priceText,
  SideText,
} from './position-parts.tsx';

const PAGE_SIZE = 20;

/** Where a mode's positions are paid from, and the mode traded now: one sentence each way. */
const MODE_SOURCES: Record<TradingMode, Record<TradingMode, ParseKeys<'trade'>>> = {
  real: {
    real: 'openPositions.realSourceTradingReal',
    demo: 'openPositions.realSourceTradingDemo',
  },
  demo: {
    real: 'openPositions.demoSourceTradingReal',
    demo: 'openPositions.demoSourceTradingDemo',
  },
};

const CURRENT_TAB_LABELS: Record<TradingMode, ParseKeys<'trade'>> = {
  real: 'openPositions.realTabCurrent',
  demo: 'openPositions.demoTabCurrent',
};

const NO_POSITIONS: Record<TradingMode, ParseKeys<'trade'>> = {
  real: 'openPositions.emptyReal',
  demo: 'openPositions.emptyDemo',
};

/**
 * One mode's open positions (the mode the person trades now unless they pick the other tab)
 * with the live price and the live net profit/loss (from the WebSocket's ticks), their levels
 * with an Edit dialog, and Close with a confirmation. A position that closes by itself
 * (take-profit, stop-loss, stop-out) leaves the list when its event arrives.
 */
export function OpenPositions({
  userId,
  currentMode,
}: {
  userId: string;
  currentMode: TradingMode;
}) {
  const { t } = useTradeText();
  const [search, setSearch] = useSearchParams();
  const mode = shownMode(search.get('mode'), currentMode);
  return (
    <Stack spacing={2}>
      <Box>
        <Tabs
          value={mode}
          onChange={(_event, next: TradingMode) => setSearch({ mode: next }, { replace: true })}
          aria-label={t('openPositions.modeTabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TRADING_MODES.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(value === currentMode ? CURRENT_TAB_LABELS[value] : MODE_KEYS[value])}
              sx={{ textTransform: 'none', fontWeight: 600 }}
            />
          ))}
        </Tabs>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="mode-source">
          {t(MODE_SOURCES[mode][currentMode])}
        </Typography>
      </Box>
      <ModePositions key={mode} userId={userId} mode={mode} />
    </Stack>
  );
}

function ModePositions({ userId, mode }: { userId: string; mode: TradingMode }) {
  const { t } = useTradeText();
  const [page, setPage] = useState(1);
  const positions = usePositions(userId, { status: 'open', mode, page, size: PAGE_SIZE });
  const [editing, setEditing] = useState<Position | null>(null);
  const [closing, setClosing] = useState<Position | null>(null);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const data = positions.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // A page emptied by closes goes back one.
  if (data && data.items.length === 0 && page > 1 && !positions.isPlaceholderData) {
    setPage(page - 1);
  }

  if (!data && positions.isError) {
    return (
      <InlineLoadError
        message={t('openPositions.loadError')}
        error={positions.error}
        onRetry={() => void positions.refetch()}
        retrying={positions.isFetching}
      />
    );
  }
  if (!data) {
    return (
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
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState icon={Timeline} message={t(NO_POSITIONS[mode])}>
        <Button variant="contained" component={RouterLink} to={defaultTradePath}>
          {t('tradeBtc')}
        </Button>
      </EmptyState>
    );
  }
  const actions = { onEdit: setEditing, onClose: setClosing };
  return (
    <Box aria-busy={positions.isPlaceholderData}>
      {wide ? (
        <PositionsTable rows={data.items} {...actions} />
      ) : (
        <PositionCards rows={data.items} {...actions} />
      )}
      {positions.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('pageLoadError', { reason: errorMessage(positions.error) })}
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
      <EditLevelsDialog position={editing} onClose={() => setEditing(null)} />
      <ClosePositionDialog position={closing} onClose={() => setClosing(null)} />
    </Box>
  );
}

interface RowsProps {
  rows: Position[];
  onEdit: (position: Position) => void;
  onClose: (position: Position) => void;
}

function PairLink({ position }: { position: Position }) {
  return (
    <Link component={RouterLink} to={pairPath(position.symbol)} sx={{ fontWeight: 600 }}>
      {position.symbol}/USDT
    </Link>
  );
}

function Levels({ position }: { position: Position }) {
  const { t } = useTradeText();
  return (
    <Box component="span" sx={numeric}>
      {t('openPositions.takeProfitLevel', {
        price: priceText(position.takeProfit, position.symbol),
      })}
      <br />
      {t('openPositions.stopLossLevel', { price: priceText(position.stopLoss, position.symbol) })}
    </Box>
  );
}

function RowActions({
  position,
  onEdit,
  onClose,
  stacked = false,
}: Omit<RowsProps, 'rows'> & { position: Position; stacked?: boolean }) {
  const { t } = useTradeText();
  // In the table the two buttons stand one above the other until the screen is wide enough for
  // all eight columns beside the menu; side by side they pushed Close out of sight at 1280.
  return (
    <Stack
      direction={stacked ? { xs: 'column', xl: 'row' } : 'row'}
      spacing={1}
      sx={{ justifyContent: 'flex-end', alignItems: stacked ? 'stretch' : 'center' }}
    >
      <Button
        size="small"
        variant="outlined"
        onClick={() => onEdit(position)}
        aria-label={t('openPositions.editLabel', { number: position.number })}
      >
        {t('openPositions.edit')}
      </Button>
      <Button
        size="small"
        variant="contained"
        color="error"
        onClick={() => onClose(position)}
        aria-label={t('openPositions.closeLabel', { number: position.number })}
      >
        {t('openPositions.close')}
      </Button>
    </Stack>
  );
}

function PositionsTable({ rows, onEdit, onClose }: RowsProps) {
  const { t } = useTradeText();
  return (
    // Focusable: where the columns are wider than the screen the table scrolls sideways, by
    // keyboard too.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={t('openPositions.scrollLabel')}
      sx={{ borderRadius: 3 }}
    >
      <Table
        aria-label={t('openPositions.listLabel')}
        size="small"
        sx={{ '& th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('positions.pair')}</TableCell>
            <TableCell>{t('positions.side')}</TableCell>
            <TableCell align="right">{t('positions.stakeUsd')}</TableCell>
            <TableCell align="right">{t('positions.entry')}</TableCell>
            <TableCell align="right">{t('positions.price')}</TableCell>
            <TableCell align="right">{t('positions.netResultNow')}</TableCell>
            <TableCell align="right">{t('positions.levels')}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('positions.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((position) => (
            <TableRow key={position.id} data-testid="open-position">
              <TableCell>
                <PairWithMode position={position} pair={<PairLink position={position} />} />
                <Typography variant="body2" color="text.secondary">
                  {position.number}
                  <br />
                  {formatDateTime(position.openedAt)}
                </Typography>
              </TableCell>
              <TableCell>
                <SideText side={position.side} />
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatAmount(parseMoney(position.stake))}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {priceText(position.entryPrice, position.symbol)}
              </TableCell>
              <TableCell align="right">
                <LivePrice symbol={position.symbol} />
              </TableCell>
              <TableCell align="right">
                <LiveResult position={position} />
              </TableCell>
              <TableCell align="right">
                <Levels position={position} />
              </TableCell>
              <TableCell align="right">
                <RowActions position={position} onEdit={onEdit} onClose={onClose} stacked />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PositionCards({ rows, onEdit, onClose }: RowsProps) {
  const { t } = useTradeText();
  return (
    <List
      aria-label={t('openPositions.listLabel')}
      disablePadding
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {rows.map((position) => (
        <PositionCard
          key={position.id}
          position={position}
          pair={<PairLink position={position} />}
          at={position.openedAt}
          figure={<LiveResult position={position} />}
          testId="open-position"
          actions={<RowActions position={position} onEdit={onEdit} onClose={onClose} />}
        >
          <dt>{t('positions.stake')}</dt>
          <dd>{usd(parseMoney(position.stake))}</dd>
          <dt>{t('positions.entry')}</dt>
          <dd>{priceText(position.entryPrice, position.symbol)}</dd>
          <dt>{t('positions.price')}</dt>
          <dd>
            <LivePrice symbol={position.symbol} />
          </dd>
          <dt>{t('positions.takeProfit')}</dt>
          <dd>{priceText(position.takeProfit, position.symbol)}</dd>
          <dt>{t('positions.stopLoss')}</dt>
          <dd>{priceText(position.stopLoss, position.symbol)}</dd>
        </PositionCard>
      ))}
    </List>
  );
}
