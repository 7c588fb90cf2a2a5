import {
  ERROR_CODES,
  formatMoney,
  TRANSFER_KINDS,
  type TradingAccount,
  type TradingMode,
} from '@kapital/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { demoResets, user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UnitOfWork } from '../../platform/ledger/index.ts';
import { readSettingsRow } from '../../platform/settings/read-settings.ts';
import { bpsToPercent } from '../admin/settings-service.ts';

type Deps = Pick<AppDependencies, 'ledger' | 'clock'>;

/** The UTC day of a time, as demo resets count them: "2026-11-25". */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function tradingModeOf(tx: Tx, userId: string): Promise<TradingMode> {
  const [row] = await tx
    .select({ userTrading: user.userTrading })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new AppError(404, ERROR_CODES.notFound, 'No such user');
  return row.userTrading ? 'real' : 'demo';
}

/**
 * A demo account is funded with the settings' demo balance the first time it is used, once
 * (the key `demo:{userId}:initial`), so every Free trader starts with it.
 */
export async function ensureDemoFunded(deps: Deps, uow: UnitOfWork, userId: string) {
  const { ledger } = deps;
  const settingsRow = await readSettingsRow(uow.tx);
  if (settingsRow.demoBalance <= 0n) return;
  const funds = await ledger.userAccounts(userId, uow);
  const issuer = await ledger.systemAccount('demo_issuer', uow, userId);
  await ledger.transfer(uow, {
    debitAccountId: issuer.id,
    creditAccountId: funds.demo.id,
    amount: settingsRow.demoBalance,
    kind: TRANSFER_KINDS.demoFunding,
    reference: `demo:${userId}`,
    idempotencyKey: `demo:${userId}:initial`,
  });
}

/** GET /api/trading/account: the account the order panel trades, its balance and the fee. */
export async function tradingAccount(
  deps: Deps,
  uow: UnitOfWork,
  userId: string,
): Promise<TradingAccount> {
  const mode = await tradingModeOf(uow.tx, userId);
  if (mode === 'demo') await ensureDemoFunded(deps, uow, userId);
  const settingsRow = await readSettingsRow(uow.tx);
  const funds = await deps.ledger.userAccounts(userId, uow);
  const [usedToday] = await uow.tx
    .select({ day: demoResets.day })
    .from(demoResets)
    .where(and(eq(demoResets.userId, userId), eq(demoResets.day, utcDay(deps.clock.now()))));
  return {
    mode,
    balance: formatMoney((mode === 'real' ? funds.wallet : funds.demo).balance),
    feeBps: settingsRow.tradeFeeBps,
    feePercent: bpsToPercent(settingsRow.tradeFeeBps),
    demoBalance: formatMoney(settingsRow.demoBalance),
    demoResetAvailable: mode === 'demo' && !usedToday,
  };
}

/**
 * Sets the demo account back to the settings' demo balance, once per UTC day: the day's row is
 * claimed first (a second reset that day, even at the same moment, finds it taken), then the
 * difference is minted or burnt against the demo issuer.
 */
export async function resetDemo(
  deps: Deps,
  uow: UnitOfWork,
  userId: string,
): Promise<TradingAccount> {
  const { ledger } = deps;
  if ((await tradingModeOf(uow.tx, userId)) !== 'demo') {
    throw new AppError(409, 'NOT_DEMO', 'Real trading has no demo balance to reset');
  }
  await ensureDemoFunded(deps, uow, userId);
  const nowMs = deps.clock.now();
  const day = utcDay(nowMs);
  const [claimed] = await uow.tx
    .insert(demoResets)
    .values({ userId, day, createdAt: new Date(nowMs) })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    throw new AppError(
      409,
      'DEMO_RESET_USED',
      'The demo balance was already reset today; it can be reset again tomorrow (UTC)',
    );
  }
  const settingsRow = await readSettingsRow(uow.tx);
  const funds = await ledger.userAccounts(userId, uow);
  const issuer = await ledger.systemAccount('demo_issuer', uow, userId);
  const difference = settingsRow.demoBalance - funds.demo.balance;
  if (difference !== 0n) {
    await ledger.transfer(uow, {
      debitAccountId: difference > 0n ? issuer.id : funds.demo.id,
      creditAccountId: difference > 0n ? funds.demo.id : issuer.id,
      amount: difference > 0n ? difference : -difference,
      kind: TRANSFER_KINDS.demoReset,
      reference: `demo:${userId}`,
      idempotencyKey: `demo:${userId}:reset:${day}`,
    });
  }
  return tradingAccount(deps, uow, userId);
}
