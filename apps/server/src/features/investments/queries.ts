import {
  type AdminInvestmentsResponse,
  type adminInvestmentsQuery,
  formatMoney,
  type Investment,
  type InvestmentListResponse,
  type InvestmentTotals,
  type investmentListQuery,
} from '@kapital/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { investments, user } from '../../db/schema/index.ts';
import { likePattern } from '../admin/users-service.ts';
import { investmentSummaryView, investmentView } from './views.ts';

const customerColumns = { name: user.name, userName: user.userName, email: user.email };
const DAY_MS = 24 * 60 * 60 * 1000;

/** One investment of one user as its invoice shows it; null when it is not theirs. */
export async function readInvestment(
  db: Db | Tx,
  userId: string,
  investmentId: string,
): Promise<Investment | null> {
  const [found] = await db
    .select({ row: investments, customer: customerColumns })
    .from(investments)
    .innerJoin(user, eq(user.id, investments.userId))
    .where(and(eq(investments.id, investmentId), eq(investments.userId, userId)));
  return found ? investmentView(found.row, found.customer) : null;
}

/** A user's investments, newest first. */
export async function listInvestments(
  db: Db,
  userId: string,
  filter: z.output<typeof investmentListQuery>,
): Promise<InvestmentListResponse> {
  const where = and(
    eq(investments.userId, userId),
    filter.status ? eq(investments.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(investments)
      .where(where)
      .orderBy(desc(investments.startedAt), desc(investments.seq))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(investments).where(where),
  ]);
  return {
    items: rows.map(investmentSummaryView),
    page: filter.page,
    size: filter.size,
    total: Number(total?.n ?? 0),
  };
}

const profitPaid = sql<string>`coalesce(sum(${investments.profitPerPeriod} * ${investments.periodsPaid}), 0)::text`;
const activeCapital = sql<string>`coalesce(sum(${investments.amount}) filter (where ${investments.status} = 'active'), 0)::text`;

/** The dashboard's "Invested" card. */
export async function investmentTotals(db: Db, userId: string): Promise<InvestmentTotals> {
  const [row] = await db
    .select({
      activeCapital,
      profitEarned: profitPaid,
      active: sql<number>`(count(*) filter (where ${investments.status} = 'active'))::int`,
    })
    .from(investments)
    .where(eq(investments.userId, userId));
  return {
    activeCapital: formatMoney(BigInt(row?.activeCapital ?? '0')),
    profitEarned: formatMoney(BigInt(row?.profitEarned ?? '0')),
    active: row?.active ?? 0,
  };
}

/** Staff: every investment, with filters and the totals the console shows above the list. */
export async function listAdminInvestments(
  db: Db,
  filter: z.output<typeof adminInvestmentsQuery>,
  nowMs: number,
  payoutsPaused: boolean,
): Promise<AdminInvestmentsResponse> {
  const q = filter.q?.trim();
  const where: SQL | undefined = and(
    filter.status ? eq(investments.status, filter.status) : undefined,
    filter.packageId ? eq(investments.packageId, filter.packageId) : undefined,
    q
      ? or(
          ilike(user.name, likePattern(q)),
          ilike(user.userName, likePattern(q)),
          ilike(user.email, likePattern(q)),
        )
      : undefined,
  );
  // Periods due by this time, each investment's schedule counted from its start.
  const horizon = new Date(nowMs + DAY_MS).toISOString();
  const dueByHorizon = sql`least(${investments.periods}, floor(extract(epoch from (${horizon}::timestamptz - ${investments.startedAt})) / ${investments.periodSeconds}))::bigint`;
  const [rows, [summary]] = await Promise.all([
    db
      .select({ row: investments, customer: customerColumns })
      .from(investments)
      .innerJoin(user, eq(user.id, investments.userId))
      .where(where)
      .orderBy(desc(investments.startedAt), desc(investments.seq))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db
      .select({
        n: count(),
        activeCapital,
        profitPaid,
        profitDue: sql<string>`coalesce(sum(${investments.profitPerPeriod} * greatest(0, ${dueByHorizon} - ${investments.periodsPaid})) filter (where ${investments.status} = 'active'), 0)::text`,
      })
      .from(investments)
      .innerJoin(user, eq(user.id, investments.userId))
      .where(where),
  ]);
  return {
    items: rows.map(({ row, customer }) => ({
      ...investmentView(row, customer),
      userId: row.userId,
    })),
    page: filter.page,
    size: filter.size,
    total: Number(summary?.n ?? 0),
    totals: {
      activeCapital: formatMoney(BigInt(summary?.activeCapital ?? '0')),
      profitPaid: formatMoney(BigInt(summary?.profitPaid ?? '0')),
      profitDueNext24h: formatMoney(BigInt(summary?.profitDue ?? '0')),
    },
    payoutsPaused,
  };
}
