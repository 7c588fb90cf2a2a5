import {
  type AdminTrading,
  formatMoney,
  PAIRS,
  type PositionListResponse,
  type positionListQuery,
} from '@kapital/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { positions } from '../../db/schema/index.ts';
import { listPositions } from './queries.ts';

const money = (text: string | null | undefined) => formatMoney(BigInt(text ?? '0'));

/** The console's trading overview: open exposure per pair and the house's result. */
export async function tradingOverview(db: Db): Promise<AdminTrading> {
  const open = await db
    .select({
      symbol: positions.symbol,
      open: sql<number>`(count(*) filter (where ${positions.mode} = 'real'))::int`,
      buyStake: sql<string>`coalesce(sum(${positions.stake}) filter (where ${positions.mode} = 'real' and ${positions.side} = 'buy'), 0)::text`,
      sellStake: sql<string>`coalesce(sum(${positions.stake}) filter (where ${positions.mode} = 'real' and ${positions.side} = 'sell'), 0)::text`,
      demoOpen: sql<number>`(count(*) filter (where ${positions.mode} = 'demo'))::int`,
    })
    .from(positions)
    .where(eq(positions.status, 'open'))
    .groupBy(positions.symbol);
  const [totals] = await db
    .select({
      open: sql<number>`(count(*) filter (where ${positions.status} = 'open'))::int`,
      closed: sql<number>`(count(*) filter (where ${positions.status} = 'closed'))::int`,
      houseResult: sql<string>`(-coalesce(sum(${positions.result}) filter (where ${positions.status} = 'closed'), 0))::text`,
      fees: sql<string>`(coalesce(sum(${positions.openFee}), 0) + coalesce(sum(${positions.closeFee}), 0))::text`,
    })
    .from(positions)
    .where(eq(positions.mode, 'real'));
  const bySymbol = new Map(open.map((row) => [row.symbol, row]));
  return {
    pairs: PAIRS.map((symbol) => {
      const row = bySymbol.get(symbol);
      return {
        symbol,
        open: row?.open ?? 0,
        buyStake: money(row?.buyStake),
        sellStake: money(row?.sellStake),
        demoOpen: row?.demoOpen ?? 0,
      };
    }),
    real: {
      open: totals?.open ?? 0,
      closed: totals?.closed ?? 0,
      houseResult: money(totals?.houseResult),
      fees: money(totals?.fees),
    },
  };
}

/** Staff: one user's positions, as the user sees them. */
export function userPositions(
  db: Db,
  userId: string,
  filter: z.output<typeof positionListQuery>,
): Promise<PositionListResponse> {
  return listPositions(db, userId, filter);
}
