import {
  type ChatConversationDetail,
  type ChatConversationSummary,
  type ChatInboxFilter,
  type ChatUserContext,
  ERROR_CODES,
  formatMoney,
  type UserAccountKind,
} from '@kapital/shared';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  accounts,
  chatConversation,
  deposits,
  kycSubmissions,
  positions,
  user,
  withdrawals,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/audit/actor.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { inTransaction } from '../../platform/ledger/index.ts';
import { type ChatDeps, markRead } from './chat-service.ts';
import { readHistory } from './queries.ts';

/**
 * The staff side of live chat (issue 21, SPEC.md "Live chat"): several staff answer in one
 * inbox. Messages are written by chat-service (replies and read marks go through it); this file
 * lists conversations, shows one with its user's context, and takes, resolves and reopens them.
 */

/** How many of each the user's context lists (deposits, withdrawals, positions). */
const CONTEXT_ROWS = 5;

const assignee = alias(user, 'assignee');

/**
 * The user's messages no staff member has read. Counted per row of one page, through the
 * conversation index, from the messages themselves: never a stored counter that concurrent
 * reads and sends could leave wrong.
 */
const unreadByStaff = sql<number>`(select count(*) from chat_message m
  where m.conversation_id = ${chatConversation.id} and m.sender_role = 'user'
  and m.read_at is null)`.mapWith(Number);

/**
 * Which conversations each filter shows. Unassigned, mine and all are the open ones (all: by
 * anyone or nobody); resolved are the closed ones. Conversations without a message (opened by
 * a user who never wrote) are nobody's business yet.
 */
function filterCondition(filter: ChatInboxFilter, staffId: string): SQL | undefined {
  const hasMessages = isNotNull(chatConversation.lastMessageAt);
  switch (filter) {
    case 'unassigned':
      return and(
        hasMessages,
        eq(chatConversation.status, 'open'),
        isNull(chatConversation.assignedTo),
      );
    case 'mine':
      return and(
        hasMessages,
        eq(chatConversation.status, 'open'),
        eq(chatConversation.assignedTo, staffId),
      );
    case 'all':
      return and(hasMessages, eq(chatConversation.status, 'open'));
    case 'resolved':
      return and(hasMessages, eq(chatConversation.status, 'resolved'));
  }
}

function summaryQuery(db: Db | Tx) {
  return db
    .select({
      id: chatConversation.id,
      status: chatConversation.status,
      lastMessageAt: chatConversation.lastMessageAt,
      lastMessageText: chatConversation.lastMessageText,
      waitingSince: chatConversation.waitingSince,
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      userImage: user.image,
      assigneeId: assignee.id,
      assigneeName: assignee.name,
      unread: unreadByStaff,
    })
    .from(chatConversation)
    .innerJoin(user, eq(user.id, chatConversation.userId))
    .leftJoin(assignee, eq(assignee.id, chatConversation.assignedTo))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function toSummary(row: SummaryRow): ChatConversationSummary {
  return {
    id: row.id,
    user: { id: row.userId, name: row.userName, email: row.userEmail, photoURL: row.userImage },
    status: row.status,
    assignedTo:
      row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
    lastMessage:
      row.lastMessageAt === null
        ? null
        : { text: row.lastMessageText ?? '', date: row.lastMessageAt.toISOString() },
    unread: row.unread,
    waitingSince: row.waitingSince?.toISOString() ?? null,
  };
}

const noSuchConversation = () => new AppError(404, ERROR_CODES.notFound, 'No such conversation');

/** One conversation's summary; 404 when there is none with this id. */
export async function conversationSummary(
  db: Db | Tx,
  conversationId: string,
): Promise<ChatConversationSummary> {
  const [row] = await summaryQuery(db).where(eq(chatConversation.id, conversationId));
  if (!row) throw noSuchConversation();
  return toSummary(row);
}

/** GET /api/admin/chat/conversations: one filter's conversations, newest activity first. */
export async function listConversations(
  db: Db,
  staffId: string,
  query: { filter: ChatInboxFilter; page: number; size: number },
) {
  const condition = filterCondition(query.filter, staffId);
  const [rows, [total]] = await Promise.all([
    summaryQuery(db)
      .where(condition)
      .orderBy(desc(chatConversation.lastMessageAt), chatConversation.id)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(chatConversation).where(condition),
  ]);
  return { items: rows.map(toSummary), page: query.page, size: query.size, total: total?.n ?? 0 };
}

/** GET /api/admin/chat/conversations/{id}: a page of messages and the user beside them. */
export async function conversationDetail(
  db: Db,
  conversationId: string,
  page: { before?: string | undefined; limit: number },
): Promise<ChatConversationDetail> {
  const conversation = await conversationSummary(db, conversationId);
  const [history, context] = await Promise.all([
    readHistory(db, conversationId, page),
    userContext(db, conversation.user.id),
  ]);
  return { conversation, items: history.items, hasMore: history.hasMore, context };
}

/** The user's KYC state, funds and latest deposits, withdrawals and positions. */
async function userContext(db: Db, userId: string): Promise<ChatUserContext> {
  const [[person], funds, [kyc], depositRows, withdrawalRows, positionRows] = await Promise.all([
    db
      .select({ userBlock: user.userBlock, userStatus: user.userStatus })
      .from(user)
      .where(eq(user.id, userId)),
    db
      .select({ kind: accounts.kind, balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.ownerId, userId)),
    db
      .select({ status: kycSubmissions.status })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, userId))
      .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
      .limit(1),
    db
      .select({
        id: deposits.id,
        number: deposits.number,
        status: deposits.status,
        amount: deposits.amount,
        createdAt: deposits.createdAt,
      })
      .from(deposits)
      .where(eq(deposits.userId, userId))
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(CONTEXT_ROWS),
    db
      .select({
        id: withdrawals.id,
        number: withdrawals.number,
        status: withdrawals.status,
        amount: withdrawals.amount,
        createdAt: withdrawals.createdAt,
      })
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(CONTEXT_ROWS),
    db
      .select({
        id: positions.id,
        number: positions.number,
        mode: positions.mode,
        symbol: positions.symbol,
        side: positions.side,
        status: positions.status,
        stake: positions.stake,
        openedAt: positions.openedAt,
      })
      .from(positions)
      .where(eq(positions.userId, userId))
      .orderBy(desc(positions.openedAt), desc(positions.id))
      .limit(CONTEXT_ROWS),
  ]);
  const balance = (kind: UserAccountKind) =>
    formatMoney(funds.find((fund) => fund.kind === kind)?.balance ?? 0n);
  return {
    kycStatus: kyc?.status ?? 'none',
    userBlock: person?.userBlock ?? false,
    userStatus: person?.userStatus ?? 'active',
    funds: {
      wallet: balance('wallet'),
      bonus: balance('bonus'),
      profit: balance('profit'),
      demo: balance('demo'),
    },
    deposits: depositRows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      amount: formatMoney(row.amount),
      date: row.createdAt.toISOString(),
    })),
    withdrawals: withdrawalRows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      amount: formatMoney(row.amount),
      date: row.createdAt.toISOString(),
    })),
    positions: positionRows.map((row) => ({
      id: row.id,
      number: row.number,
      mode: row.mode,
      symbol: row.symbol,
      side: row.side,
      status: row.status,
      amount: formatMoney(row.stake),
      date: row.openedAt.toISOString(),
    })),
  };
}

/** The user whose conversation this is; 404 when there is none. */
export async function conversationUserId(db: Db, conversationId: string): Promise<string> {
  const [row] = await db
    .select({ userId: chatConversation.userId })
    .from(chatConversation)
    .where(eq(chatConversation.id, conversationId));
  if (!row) throw noSuchConversation();
  return row.userId;
}

export type ConversationAction = 'assign' | 'resolve' | 'reopen';

type InboxDeps = Pick<ChatDeps, 'database' | 'events'>;

/**
 * Assign to me, resolve, reopen: the change and its audit entry commit together; a request
 * that changes nothing (already mine, already resolved) is answered as is and not audited.
 * Resolving ends the user's waiting time: staff decided nothing more is owed. The inbox of every
 * staff member is told once it has committed.
 */
export async function actOnConversation(
  deps: InboxDeps,
  input: { conversationId: string; action: ConversationAction; actor: Actor },
): Promise<ChatConversationSummary> {
  const { conversationId, action, actor } = input;
  return inTransaction(deps.database.db, async (uow) => {
    const [current] = await uow.tx
      .select()
      .from(chatConversation)
      .where(eq(chatConversation.id, conversationId))
      .for('update');
    if (!current) throw noSuchConversation();
    const before = { status: current.status, assignedTo: current.assignedTo };
    const after =
      action === 'assign'
        ? { ...before, assignedTo: actor.id }
        : { ...before, status: action === 'resolve' ? ('resolved' as const) : ('open' as const) };
    if (after.status !== before.status || after.assignedTo !== before.assignedTo) {
      await uow.tx
        .update(chatConversation)
        .set({ ...after, ...(action === 'resolve' ? { waitingSince: null } : {}) })
        .where(eq(chatConversation.id, conversationId));
      await recordAudit(uow.tx, {
        actorId: actor.id,
        actorRole: actor.role,
        action: `chat.${action}`,
        targetType: 'chat_conversation',
        targetId: conversationId,
        before,
        after,
        ip: actor.ip,
      });
      uow.afterCommit(() => deps.events.publish({ type: 'queue', queue: 'chat' }));
    }
    return conversationSummary(uow.tx, conversationId);
  });
}

/** Staff read the user's messages: the conversation's unread count drops in every inbox. */
export async function staffRead(
  deps: ChatDeps,
  conversationId: string,
): Promise<{ unread: number }> {
  const userId = await conversationUserId(deps.database.db, conversationId);
  const answer = await markRead(deps, { conversationUserId: userId, reader: 'staff' });
  await deps.events.publish({ type: 'queue', queue: 'chat' });
  return answer;
}
