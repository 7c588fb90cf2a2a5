import type { Position, PositionListResponse, positionListQuery } from '@kapital/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { positions } from '../../db/schema/index.ts';
import { positionView } from './views.ts';

export async function readPosition(
  db: Db,
  userId: string,
  positionId: string,
): Promise<Position | null> {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.userId, userId)));
  return row ? positionView(row) : null;
}

/** A user's positions, newest first. */
export async function listPositions(
  db: Db,
  userId: string,
  filter: z.output<typeof positionListQuery>,
): Promise<PositionListResponse> {
  const where = and(
    eq(positions.userId, userId),
    filter.status ? eq(positions.status, filter.status) : undefined,
    filter.mode ? eq(positions.mode, filter.mode) : undefined,
    filter.symbol ? eq(positions.symbol, filter.symbol) : undefined,
    filter.reason ? eq(positions.closeReason, filter.reason) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(positions)
      .where(where)
      .orderBy(desc(positions.openedAt), desc(positions.seq))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(positions).where(where),
  ]);
  return {
    items: rows.map(positionView),
    page: filter.page,
    size: filter.size,
    total: Number(total?.n ?? 0),
  };
}
