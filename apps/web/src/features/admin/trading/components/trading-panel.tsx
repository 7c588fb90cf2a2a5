import type { AdminTrading } from '@kapital/shared';
import { QUOTE_ASSET } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type FigureTile, FigureTiles } from '@/components/figure-tiles.tsx';
import { ConsoleTable } from '@/features/admin/shared/components/console-table.tsx';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { useAdminTrading } from '../api/get-admin-trading.ts';
import { formatSignedUsd, netStake, signTone, type Tone } from '../lib/trading-figures.ts';

/** Real positions open and closed, what the house won or lost on them, and the fees. */
function Totals({ real }: { real: AdminTrading['real'] }) {
  const figures: FigureTile[] = [
    { label: 'Real positions open', value: String(real.open), testId: 'trading-open' },
    { label: 'Real positions closed', value: String(real.closed), testId: 'trading-closed' },
    {
      label: 'House result',
      value: formatSignedUsd(real.houseResult),
      testId: 'trading-house-result',
      color: signTone(real.houseResult),
    },
    { label: 'Fees earned', value: formatUsd(real.fees), testId: 'trading-fees' },
  ];
  return (
    <FigureTiles
      title="Real trading"
      description="The house result is minus the traders' results over closed Real positions, before fees."
      figures={figures}
      columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
    />
  );
}

type Pair = AdminTrading['pairs'][number];

/** A figure with its label: a column heading on a wide screen, a label beside it on a phone. */
function Figure({
  label,
  value,
  area,
  tone,
}: {
  label: string;
  value: string;
  area: string;
  tone?: Tone;
}) {
  return (
    <Box
      sx={{
        gridArea: area,
        minWidth: 0,
        display: 'flex',
        justifyContent: { xs: 'space-between', sm: 'flex-end' },
        gap: 1,
      }}
    >
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ display: { sm: 'none' } }}
      >
        {label}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        data-testid={`pair-${area}`}
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          textAlign: 'right',
          overflowWrap: 'anywhere',
          color: tone,
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

const COLUMNS = {
  xs: 'minmax(0, 1fr)',
  sm: 'minmax(0, 1.1fr) repeat(5, minmax(0, 1fr))',
};
const AREAS = {
  xs: '"pair" "open" "buy" "sell" "net" "demo"',
  sm: '"pair open buy sell net demo"',
};

/** One pair's exposure: open Real positions, stakes by side, the net, and open Free ones. */
function PairRow({ pair }: { pair: Pair }) {
  const net = netStake(pair.buyStake, pair.sellStake);
  return (
    <ListItem
      divider
      data-testid="trading-pair"
      data-symbol={pair.symbol}
      sx={{
        display: 'grid',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.25,
        gridTemplateColumns: COLUMNS,
        gridTemplateAreas: AREAS,
      }}
    >
      <Typography sx={{ gridArea: 'pair', fontWeight: 700 }}>
        {pair.symbol}/{QUOTE_ASSET}
      </Typography>
      <Figure area="open" label="Real open" value={String(pair.open)} />
      <Figure area="buy" label="Buy stake" value={formatUsd(pair.buyStake)} />
      <Figure area="sell" label="Sell stake" value={formatUsd(pair.sellStake)} />
      <Figure area="net" label="Net (Buy − Sell)" value={formatSignedUsd(net)} />
      <Figure area="demo" label="Free open" value={String(pair.demoOpen)} />
    </ListItem>
  );
}

/** The column headings, for the eye only on a wide screen: each figure names itself too. */
function PairHeadings() {
  const headings: [string, string][] = [
    ['pair', 'Pair'],
    ['open', 'Real open'],
    ['buy', 'Buy stake'],
    ['sell', 'Sell stake'],
    ['net', 'Net (Buy − Sell)'],
    ['demo', 'Free open'],
  ];
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', sm: 'grid' },
        columnGap: 2,
        px: 2,
        py: 1,
        gridTemplateColumns: COLUMNS.sm,
        gridTemplateAreas: AREAS.sm,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {headings.map(([area, label]) => (
        <Typography
          key={area}
          variant="body2"
          color="text.secondary"
          sx={{ gridArea: area, fontWeight: 600, textAlign: area === 'pair' ? 'left' : 'right' }}
        >
          {label}
        </Typography>
      ))}
    </Box>
  );
}

/** Whether anyone has anything open, Real or Free. */
function anyOpen(pairs: Pair[]): boolean {
  return pairs.some((pair) => pair.open > 0 || pair.demoOpen > 0);
}

/**
 * Trading as the house sees it: the Real totals, then the exposure of each pair. Refreshes on
 * focus, every half minute, and on demand.
 */
export function TradingPanel() {
  const trading = useAdminTrading();
  const titleId = useId();
  return (
    <QueryPanel query={trading} loadingLabel="Loading trading">
      {(data) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Totals real={data.real} />
          <ConsoleTable
            query={trading}
            loadingLabel="Loading trading"
            labelledBy={titleId}
            refreshable
            header={() => (
              <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem' }}>
                Open exposure per pair
              </Typography>
            )}
            isEmpty={({ pairs }) => pairs.length === 0}
            empty="No pairs are traded."
          >
            {({ pairs }) => (
              <>
                {anyOpen(pairs) ? null : (
                  <Typography sx={{ px: 2, pt: 2, pb: 1 }} color="text.secondary">
                    No open positions: exposure appears here as users trade.
                  </Typography>
                )}
                <PairHeadings />
                <List aria-label="Exposure per pair" disablePadding>
                  {pairs.map((pair) => (
                    <PairRow key={pair.symbol} pair={pair} />
                  ))}
                </List>
              </>
            )}
          </ConsoleTable>
        </Box>
      )}
    </QueryPanel>
  );
}
