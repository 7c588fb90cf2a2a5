import type { Position } from '@kapital/shared';
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
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { defaultTradePath } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { usePositions } from '../api/get-positions.ts';
import { usd } from '../lib/order-form.ts';
import { pairPath } from '../lib/pairs.ts';
import { ClosePositionDialog } from './close-position-dialog.tsx';
import { EditLevelsDialog } from './edit-levels-dialog.tsx';
import {
  LivePrice,
  LiveResult,
  numeric,
  PositionCard,
  priceText,
  SideText,
  visuallyHidden,
} from './position-parts.tsx';

const PAGE_SIZE = 20;

/**
 * The open positions with the live price and live profit/loss (from the WebSocket's ticks),
 * their levels with an Edit dialog, and Close with a confirmation. A position that closes by
 * itself (take-profit, stop-loss, stop-out) leaves the list when its event arrives.
 */
export function OpenPositions({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const positions = usePositions(userId, { status: 'open', page, size: PAGE_SIZE });
  const [editing, setEditing] = useState<Position | null>(null);
  const [closing, setClosing] = useState<Position | null>(null);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const data = positions.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // A page emptied by closes goes back one.
  if (data && data.items.length === 0 && page > 1 && !positions.isPlaceholderData) {
    setPage(page - 1);
  }

  if (!data && positions.isError) {
    return (
      <InlineLoadError
        message="Your open positions could not be loaded."
        error={positions.error}
        onRetry={() => void positions.refetch()}
        retrying={positions.isFetching}
      />
    );
  }
  if (!data) {
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }} role="status" aria-label="Loading">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={48} />
        ))}
      </Paper>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState icon={Timeline} message="You have no open positions.">
        <Button variant="contained" component={RouterLink} to={defaultTradePath}>
          Trade BTC/USDT
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
          This page could not be loaded. {errorMessage(positions.error)}
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
  return (
    <Box component="span" sx={numeric}>
      TP {priceText(position.takeProfit, position.symbol)}
      <br />
      SL {priceText(position.stopLoss, position.symbol)}
    </Box>
  );
}

function RowActions({
  position,
  onEdit,
  onClose,
}: Omit<RowsProps, 'rows'> & { position: Position }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => onEdit(position)}
        aria-label={`Edit take-profit and stop-loss of ${position.number}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        variant="contained"
        color="error"
        onClick={() => onClose(position)}
        aria-label={`Close ${position.number}`}
      >
        Close
      </Button>
    </Stack>
  );
}

function PositionsTable({ rows, onEdit, onClose }: RowsProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table aria-label="Open positions" size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Pair</TableCell>
            <TableCell>Side</TableCell>
            <TableCell align="right">Stake (USD)</TableCell>
            <TableCell align="right">Entry</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Profit/loss</TableCell>
            <TableCell align="right">Levels</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((position) => (
            <TableRow key={position.id} data-testid="open-position">
              <TableCell>
                <PairLink position={position} />
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
                {usd(parseMoney(position.stake)).replace(' USD', '')}
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
                <RowActions position={position} onEdit={onEdit} onClose={onClose} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PositionCards({ rows, onEdit, onClose }: RowsProps) {
  return (
    <List aria-label="Open positions" disablePadding sx={{ display: 'grid', gap: 1.5 }}>
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
          <dt>Stake</dt>
          <dd>{usd(parseMoney(position.stake))}</dd>
          <dt>Entry</dt>
          <dd>{priceText(position.entryPrice, position.symbol)}</dd>
          <dt>Price</dt>
          <dd>
            <LivePrice symbol={position.symbol} />
          </dd>
          <dt>Take-profit</dt>
          <dd>{priceText(position.takeProfit, position.symbol)}</dd>
          <dt>Stop-loss</dt>
          <dd>{priceText(position.stopLoss, position.symbol)}</dd>
        </PositionCard>
      ))}
    </List>
  );
}
