import { type CashFund, STATEMENT_TYPE_KINDS, type StatementType } from '@kapital/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

/** The most rows one CSV export holds: a bounded response, whatever the account's history. */
export const CSV_MAX_ROWS = 50_000;

export interface StatementFilters {
  type?: StatementType | undefined;
  /** Calendar days in UTC (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** One transfer of the fund, signed from its side, with the fund's balance right after it. */
export interface MovementRow {
  id: string;
  createdAt: string;
  kind: string;
  reference: string | null;
  metadata: Record<string, unknown> | null;
  amount: bigint;
  balanceAfter: bigint;
}

interface RawMovement {
  id: string;
  created_at: string;
  kind: string;
  reference: string | null;
  metadata: Record<string, unknown> | null;
  amount: string;
  balance_after: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The id of the signed-in user's fund account; null when the user has none. */
export async function findFundAccount(
  db: Db,
  userId: string,
  fund: CashFund,
): Promise<number | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.ownerId, userId), eq(accounts.kind, fund)));
  return row?.id ?? null;
}

/** Every transfer of the account, signed from its side: positive in, negative out. */
function signedTransfers(accountId: number): SQL {
  return sql`
    select t.id, t.created_at, t.kind, t.reference, t.metadata,
           case when t.credit_account_id = ${accountId} then t.amount else -t.amount end as signed
    from transfers t
    where t.credit_account_id = ${accountId} or t.debit_account_id = ${accountId}`;
}

/**
 * The signed transfers with the running balance over all of them in id order (the ledger's
 * order). It is computed here, before any filter, so a filtered statement still shows the true
 * balance after each row.
 */
function movements(accountId: number): SQL {
  return sql`
    select s.*, sum(s.signed) over (order by s.id) as balance_after
    from (${signedTransfers(accountId)}) s`;
}

/** Start of a UTC day as an ISO instant. */
function dayStart(day: string, plusDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + plusDays * DAY_MS).toISOString();
}

function filterClause(filters: StatementFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.type) {
    const kinds = STATEMENT_TYPE_KINDS[filters.type];
    conditions.push(
      sql`m.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.from) conditions.push(sql`m.created_at >= ${dayStart(filters.from)}::timestamptz`);
  if (filters.to) conditions.push(sql`m.created_at < ${dayStart(filters.to, 1)}::timestamptz`);
  return sql.join(conditions, sql` and `);
}

const movementColumns = sql`
  m.id::text as id,
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  m.kind, m.reference, m.metadata, m.signed::text as amount, m.balance_after::text as balance_after`;

function toMovement(row: RawMovement): MovementRow {
  return {
    id: row.id,
    createdAt: row.created_at,
    kind: row.kind,
    reference: row.reference,
    metadata: row.metadata,
    amount: BigInt(row.amount),
    balanceAfter: BigInt(row.balance_after),
  };
}

export interface StatementPage {
  rows: MovementRow[];
  total: number;
  balance: bigint;
}

/**
 * One page of the filtered statement, newest first, with the filtered total and the account's
 * balance, in one statement so all three come from the same snapshot.
 */
export async function readStatementPage(
  db: Db,
  accountId: number,
  filters: StatementFilters,
  page: { page: number; size: number },
): Promise<StatementPage> {
  const offset = (page.page - 1) * page.size;
  const rows = await queryRows<
    { total: string; balance: string } & { [K in keyof RawMovement]: RawMovement[K] | null }
  >(
    db,
    sql`
    with m as (${movements(accountId)}),
         filtered as (select * from m where ${filterClause(filters)})
    select (select count(*) from filtered)::text as total,
           (select balance from accounts where id = ${accountId})::text as balance,
           p.*
    from (select 1) as one
    left join lateral (
      select ${movementColumns} from filtered m order by m.id desc limit ${page.size} offset ${offset}
    ) p on true`,
  );
  const first = rows[0];
  return {
    rows: rows.filter((row): row is typeof row & RawMovement => row.id !== null).map(toMovement),
    total: Number(first?.total ?? 0),
    balance: BigInt(first?.balance ?? '0'),
  };
}

/** The whole filtered statement, oldest first, at most CSV_MAX_ROWS rows. */
export async function readStatementForExport(
  db: Db,
  accountId: number,
  filters: StatementFilters,
): Promise<MovementRow[]> {
  const rows = await queryRows<RawMovement>(
    db,
    sql`
    with m as (${movements(accountId)})
    select ${movementColumns} from m where ${filterClause(filters)}
    order by m.id limit ${CSV_MAX_ROWS}`,
  );
  return rows.map(toMovement);
}

export interface DailyMovements {
  /** The balance before the first day. */
  opening: bigint;
  /** The net movement of each UTC day (YYYY-MM-DD) that had any. */
  byDay: Map<string, bigint>;
}

/**
 * The account's net movement per UTC day from `firstDay` through `lastDay`, plus the balance
 * before `firstDay`; transfers after `lastDay` are left out. One statement, one snapshot.
 */
export async function readDailyMovements(
  db: Db,
  accountId: number,
  firstDay: string,
  lastDay: string,
): Promise<DailyMovements> {
  const start = dayStart(firstDay);
  const end = dayStart(lastDay, 1);
  const rows = await queryRows<{ day: string | null; total: string }>(
    db,
    sql`
    with m as (${signedTransfers(accountId)})
    select null as day, coalesce(sum(m.signed), 0)::text as total
    from m where m.created_at < ${start}::timestamptz
    union all
    select to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(m.signed)::text
    from m where m.created_at >= ${start}::timestamptz and m.created_at < ${end}::timestamptz
    group by 1`,
  );
  let opening = 0n;
  const byDay = new Map<string, bigint>();
  for (const row of rows) {
    if (row.day === null) opening = BigInt(row.total);
    else byDay.set(row.day, BigInt(row.total));
  }
  return { opening, byDay };
}
