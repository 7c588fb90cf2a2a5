import type { Position } from '@kapital/shared';
import { QUOTE_ASSET } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useAdminText } from '@/features/admin/i18n.ts';
import { PanelError, PanelLoading } from '@/features/admin/shared/components/query-state.tsx';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import {
  closeReasonLabel,
  formatSignedUsd,
  signTone,
} from '@/features/admin/trading/lib/trading-figures.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatPrice } from '@/lib/market/format-ticker.ts';
import { useAdminUserPositions } from '../api/get-admin-user-positions.ts';

type Status = 'open' | 'closed';
type StatusFilter = Status | 'all';

const PAGE_SIZES = [10, 20, 50];
function SideChip({ side }: { side: Position['side'] }) {
  const { t } = useAdminText();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={side === 'buy' ? 'success' : 'error'}
      label={side === 'buy' ? t('positions.buy') : t('positions.sell')}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** One position: a row of the table on a wide screen, a stacked card on a phone. */
function PositionRow({ position, wide }: { position: Position; wide: boolean }) {
  const { t } = useAdminText();
  const pair = `${position.symbol}/${QUOTE_ASSET}`;
  const mode = position.mode === 'real' ? t('positions.real') : t('positions.free');
  const price = (value: string) => formatPrice(value, position.symbol);
  // What the trader gained or lost after both fees, as their own History shows it.
  const result = position.net ? (
    <>
      <Box component="span" sx={{ color: signTone(position.net), fontWeight: 600 }}>
        {formatSignedUsd(position.net)}
      </Box>{' '}
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {t('positions.afterFees', { fees: formatUsd(position.fees) })}
      </Box>
    </>
  ) : (
    '—'
  );
  if (!wide) {
    return (
      <TableRow data-testid="admin-position">
        <TableCell sx={{ px: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{pair}</Typography>
            <SideChip side={position.side} />
            <Chip size="small" label={mode} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('positions.opened', {
              number: position.number,
              date: formatDateTime(position.openedAt),
            })}
          </Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {position.exitPrice
              ? t('positions.stakeLineClosed', {
                  stake: formatUsd(position.stake),
                  entry: price(position.entryPrice),
                  exit: price(position.exitPrice),
                })
              : t('positions.stakeLine', {
                  stake: formatUsd(position.stake),
                  entry: price(position.entryPrice),
                })}
          </Typography>
          {position.status === 'closed' ? (
            <Typography variant="body2">
              {closeReasonLabel(t, position.closeReason)} · {result}
            </Typography>
          ) : null}
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow data-testid="admin-position">
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {pair}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(position.openedAt)}
        </Typography>
      </TableCell>
      <TableCell>
        <SideChip side={position.side} />
      </TableCell>
      <TableCell>{mode}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatUsd(position.stake)}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {price(position.entryPrice)}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {position.exitPrice ? price(position.exitPrice) : '—'}
      </TableCell>
      <TableCell>{closeReasonLabel(t, position.closeReason)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {result}
      </TableCell>
    </TableRow>
  );
}

/** One status's positions, newest first, a page at a time. */
function PositionsOf({ userId, status }: { userId: string; status: Status }) {
  const { t } = useAdminText();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const positions = useAdminUserPositions(userId, { status, page, size });
  const theme = useTheme();
  // Eight columns fit beside the console's navigation only on a very wide screen; below it each
  // position stacks in one cell.
  const wide = useMediaQuery(theme.breakpoints.up('xl'));
  const titleId = useId();
  const title = status === 'open' ? t('positions.openTitle') : t('positions.closedTitle');

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
        {positions.data ? ` (${positions.data.total})` : ''}
      </Typography>
      {positions.isPending ? (
        <PanelLoading
          label={status === 'open' ? t('positions.loadingOpen') : t('positions.loadingClosed')}
        />
      ) : positions.isError ? (
        <PanelError
          error={positions.error}
          onRetry={() => void positions.refetch()}
          retrying={positions.isFetching}
        />
      ) : positions.data.items.length === 0 && positions.data.total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {status === 'open' ? t('positions.noneOpen') : t('positions.noneClosed')}
        </Typography>
      ) : (
        <>
          {/* Focusable: on a narrow screen the table scrolls sideways, by keyboard too. */}
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label={t('positions.scrollable', { title })}
            aria-busy={positions.isFetching}
          >
            <Table size="small" aria-label={title}>
              {wide ? (
                <TableHead>
                  <TableRow>
                    <TableCell>{t('positions.columns.pair')}</TableCell>
                    <TableCell>{t('positions.columns.side')}</TableCell>
                    <TableCell>{t('positions.columns.mode')}</TableCell>
                    <TableCell align="right">{t('positions.columns.stake')}</TableCell>
                    <TableCell align="right">{t('positions.columns.entry')}</TableCell>
                    <TableCell align="right">{t('positions.columns.exit')}</TableCell>
                    <TableCell>{t('positions.columns.reason')}</TableCell>
                    <TableCell align="right">{t('positions.columns.net')}</TableCell>
                  </TableRow>
                </TableHead>
              ) : null}
              <TableBody>
                {positions.data.items.map((position) => (
                  <PositionRow key={position.id} position={position} wide={wide} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={positions.data.total}
            page={page - 1}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES}
            labelRowsPerPage={wide ? t('shared.rowsPerPage') : t('shared.rows')}
            onPageChange={(_, next) => setPage(next + 1)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(1);
            }}
          />
        </>
      )}
    </Box>
  );
}

/** A user's positions, open ones first, then closed ones; the filter shows one kind only. */
export function UserPositions({ userId }: { userId: string }) {
  const { t } = useAdminText();
  const [filter, setFilter] = useState<StatusFilter>('all');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        select
        label={t('positions.filter.label')}
        value={filter}
        onChange={(event) => setFilter(event.target.value as StatusFilter)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 240 } }}
      >
        <option value="all">{t('positions.filter.all')}</option>
        <option value="open">{t('positions.filter.open')}</option>
        <option value="closed">{t('positions.filter.closed')}</option>
      </TextField>
      {filter !== 'closed' ? <PositionsOf userId={userId} status="open" /> : null}
      {filter !== 'open' ? <PositionsOf userId={userId} status="closed" /> : null}
    </Box>
  );
}
