import type { AdminTrading } from '@kapital/shared';
import { QUOTE_ASSET } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type FigureTile, FigureTiles } from '@/components/figure-tiles.tsx';
import { useAdminText } from '@/features/admin/i18n.ts';
import { ConsoleTable } from '@/features/admin/shared/components/console-table.tsx';
import { QueryPanel } from '@/features/admin/shared/components/query-state.tsx';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { formatCount } from '@/lib/i18n/format.ts';
import { useAdminTrading } from '../api/get-admin-trading.ts';
import { formatSignedUsd, netStake, signTone, type Tone } from '../lib/trading-figures.ts';

/** Real positions open and closed, what the house won or lost on them, and the fees. */
function Totals({ real }: { real: AdminTrading['real'] }) {
  const { t } = useAdminText();
  const figures: FigureTile[] = [
    { label: t('trading.realOpen'), value: formatCount(real.open), testId: 'trading-open' },
    { label: t('trading.realClosed'), value: formatCount(real.closed), testId: 'trading-closed' },
    {
      label: t('trading.houseResult'),
      value: formatSignedUsd(real.houseResult),
      testId: 'trading-house-result',
      color: signTone(real.houseResult),
    },
    { label: t('trading.feesEarned'), value: formatUsd(real.fees), testId: 'trading-fees' },
  ];
  return (
    <FigureTiles
      title={t('trading.title')}
      description={t('trading.description')}
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
  const { t } = useAdminText();
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
      <Figure area="open" label={t('trading.columns.open')} value={formatCount(pair.open)} />
      <Figure area="buy" label={t('trading.columns.buy')} value={formatUsd(pair.buyStake)} />
      <Figure area="sell" label={t('trading.columns.sell')} value={formatUsd(pair.sellStake)} />
      <Figure area="net" label={t('trading.columns.net')} value={formatSignedUsd(net)} />
      <Figure area="demo" label={t('trading.columns.demo')} value={formatCount(pair.demoOpen)} />
    </ListItem>
  );
}

/** The column headings, for the eye only on a wide screen: each figure names itself too. */
function PairHeadings() {
  const { t } = useAdminText();
  const headings: [string, string][] = [
    ['pair', t('trading.columns.pair')],
    ['open', t('trading.columns.open')],
    ['buy', t('trading.columns.buy')],
    ['sell', t('trading.columns.sell')],
    ['net', t('trading.columns.net')],
    ['demo', t('trading.columns.demo')],
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
  const { t } = useAdminText();
  const trading = useAdminTrading();
  const titleId = useId();
  return (
    <QueryPanel query={trading} loadingLabel={t('trading.loading')}>
      {(data) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Totals real={data.real} />
          <ConsoleTable
            query={trading}
            loadingLabel={t('trading.loading')}
            labelledBy={titleId}
            refreshable
            header={() => (
              <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem' }}>
                {t('trading.exposureTitle')}
              </Typography>
            )}
            isEmpty={({ pairs }) => pairs.length === 0}
            empty={t('trading.noPairs')}
          >
            {({ pairs }) => (
              <>
                {anyOpen(pairs) ? null : (
                  <Typography sx={{ px: 2, pt: 2, pb: 1 }} color="text.secondary">
                    {t('trading.noOpen')}
                  </Typography>
                )}
                <PairHeadings />
                <List aria-label={t('trading.exposureList')} disablePadding>
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
