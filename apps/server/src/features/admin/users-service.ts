import {
  ADMIN_ERROR_CODES,
  type AdminStatementResponse,
  type AdminUserDetail,
  type AdminUserSummary,
  type AdminUsersResponse,
  ERROR_CODES,
  formatMoney,
  MOVEMENT_SUBJECTS,
  type MovementSubjectType,
  type SignOutReason,
  type UserAccountKind,
} from '@kapital/shared';
import { and, count, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, kycSubmissions, transfers, user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { Actor } from '../../platform/audit/actor.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { inTransaction } from '../../platform/ledger/index.ts';
import { describeMovement } from '../statements/statement-service.ts';

const summaryColumns = {
  id: user.id,
  name: user.name,
  userName: user.userName,
  email: user.email,
  role: user.role,
  userStatus: user.userStatus,
  userBlock: user.userBlock,
  userTrading: user.userTrading,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
};

type SummaryRow = Omit<AdminUserSummary, 'createdAt'> & { createdAt: Date };

function toSummary(row: SummaryRow): AdminUserSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function notFound(): AppError {
  return new AppError(404, ERROR_CODES.notFound, 'No such user');
}

/** LIKE's wildcards typed by staff match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

export async function searchUsers(
  db: Db,
  query: { q?: string | undefined; page: number; size: number },
): Promise<AdminUsersResponse> {
  const q = query.q?.trim();
  const where: SQL | undefined = q
    ? or(
        ilike(user.name, likePattern(q)),
        ilike(user.userName, likePattern(q)),
        ilike(user.email, likePattern(q)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return {
    items: rows.map(toSummary),
    page: query.page,
    size: query.size,
    total: Number(total?.n ?? 0),
  };
}

/** 'none' when the user never submitted; otherwise the state of the latest submission. */
async function latestKycStatus(db: Db | Tx, userId: string) {
  const [latest] = await db
    .select({ status: kycSubmissions.status })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  return latest?.status ?? 'none';
}

export async function userDetail(db: Db, userId: string): Promise<AdminUserDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      firstName: user.firstName,
      currency: user.currency,
      phone: user.phone,
      country: user.country,
      restrictionReason: user.restrictionReason,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw notFound();
  const [funds, kycStatus] = await Promise.all([
    db
      .select({ kind: accounts.kind, balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.ownerId, userId)),
    latestKycStatus(db, userId),
  ]);
  const balance = (kind: UserAccountKind) =>
    formatMoney(funds.find((fund) => fund.kind === kind)?.balance ?? 0n);
  return {
    ...toSummary(row),
    restrictionReason: row.restrictionReason,
    firstName: row.firstName,
    currency: row.currency,
    phone: row.phone,
    country: row.country,
    kycStatus,
    funds: {
      wallet: balance('wallet'),
      bonus: balance('bonus'),
      profit: balance('profit'),
      demo: balance('demo'),
    },
  };
}

const SUBJECT_REFERENCE = new RegExp(`^(${MOVEMENT_SUBJECTS.join('|')}):([^:]+)`);

/** What a transfer belongs to, read from its reference ('deposit:<id>', 'position:<id>:close'). */
export function movementSubject(
  reference: string | null,
): { type: MovementSubjectType; id: string } | null {
  const match = reference ? SUBJECT_REFERENCE.exec(reference) : null;
  return match?.[1] && match[2] ? { type: match[1] as MovementSubjectType, id: match[2] } : null;
}

/** Transfers touching one of the user's funds, newest first, paged by transfer id. */
export async function userStatement(
  db: Db,
  userId: string,
  query: { account: UserAccountKind; cursor?: string | undefined; size: number },
): Promise<AdminStatementResponse> {
  const [fund] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.ownerId, userId), eq(accounts.kind, query.account)));
  if (!fund) throw notFound();
  const touches = or(eq(transfers.debitAccountId, fund.id), eq(transfers.creditAccountId, fund.id));
  const rows = await db
    .select()
    .from(transfers)
    .where(query.cursor ? and(touches, lt(transfers.id, Number(query.cursor))) : touches)
    .orderBy(desc(transfers.id))
    .limit(query.size + 1);
  const page = rows.slice(0, query.size);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const credit = row.creditAccountId === fund.id;
      return {
        id: String(row.id),
        direction: credit ? 'credit' : 'debit',
        amount: formatMoney(row.amount),
        kind: row.kind,
        reference: row.reference,
        description: describeMovement({
          kind: row.kind,
          reference: row.reference,
          metadata: row.metadata ?? null,
          amount: credit ? row.amount : -row.amount,
        }),
        subject: movementSubject(row.reference),
        createdAt: row.createdAt.toISOString(),
      };
    }),
    nextCursor: rows.length > query.size && last ? String(last.id) : null,
  };
}

export type UserAction = 'block' | 'unblock' | 'ban' | 'trading';

type StateChange = Partial<
  Pick<AdminUserSummary, 'userBlock' | 'userStatus' | 'userTrading'> & {
    restrictionReason: string | null;
  }
>;

/**
 * One staff action on a user, with its audit entry, in one transaction. Block and ban keep
 * staff's reason (the user is shown it) and end the user's sessions once it has committed, so
 * open browsers land on /login with that reason; unblock forgets it.
 */
export async function actOnUser(
  deps: Pick<AppDependencies, 'database' | 'events'>,
  endSessions: (userId: string, reason: SignOutReason, staffReason: string) => Promise<void>,
  input: {
    actor: Actor;
    userId: string;
    action: UserAction;
    userTrading?: boolean;
    /** Block and ban: why, in words the user reads. */
    reason?: string;
  },
): Promise<AdminUserSummary> {
  const { actor, userId, action } = input;
  return inTransaction(deps.database.db, async (uow) => {
    const [target] = await uow.tx
      .select({ ...summaryColumns, restrictionReason: user.restrictionReason })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!target) throw notFound();
    let change: StateChange;
    let signOut: SignOutReason | null = null;
    if (action === 'block' || action === 'ban') {
      if (target.id === actor.id) {
        throw new AppError(
          409,
          ADMIN_ERROR_CODES.cannotActOnSelf,
          `You cannot ${action} your own account`,
        );
      }
      if (target.role === 'admin') {
        throw new AppError(
          403,
          ADMIN_ERROR_CODES.cannotActOnAdmin,
          `An admin cannot be ${action === 'ban' ? 'banned' : 'blocked'}; remove the role first`,
        );
      }
      // The routes' schema requires the reason; this keeps a caller from forgetting it.
      const restrictionReason = input.reason?.trim();
      if (!restrictionReason) throw new Error(`A ${action} needs the reason the user is shown`);
      change =
        action === 'block'
          ? { userBlock: true, restrictionReason }
          : { userStatus: 'banned', restrictionReason };
      signOut = action === 'block' ? ERROR_CODES.userBlocked : ERROR_CODES.userBanned;
    } else if (action === 'unblock') {
      change = { userBlock: false, restrictionReason: null };
    } else {
      const userTrading = input.userTrading ?? false;
      if (userTrading && (await latestKycStatus(uow.tx, userId)) !== 'approved') {
        throw new AppError(
          409,
          ADMIN_ERROR_CODES.kycNotApproved,
          'Real trading needs approved KYC: the latest submission is not approved',
        );
      }
      change = { userTrading };
    }
    const [updated] = await uow.tx
      .update(user)
      .set(change)
      .where(eq(user.id, userId))
      .returning({ ...summaryColumns, restrictionReason: user.restrictionReason });
    if (!updated) throw notFound();
    const keys = Object.keys(change) as Array<keyof StateChange>;
    await recordAudit(uow.tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: `user.${action}`,
      targetType: 'user',
      targetId: userId,
      before: Object.fromEntries(keys.map((key) => [key, target[key]])),
      after: Object.fromEntries(keys.map((key) => [key, updated[key]])),
      ip: actor.ip,
    });
    // Every instance's cached sessions of theirs read the new state (a trading switch, a lift).
    uow.afterCommit(() => deps.events.publish({ type: 'user.changed', userId }));
    if (signOut) {
      const reason = signOut;
      const staffReason = updated.restrictionReason ?? '';
      uow.afterCommit(() => endSessions(userId, reason, staffReason));
    }
    const { restrictionReason: _kept, ...summary } = updated;
    return toSummary(summary);
  });
}
