import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  type Investment,
  MONEY_ERROR_CODES,
  payoutDueAt,
  profitPerPeriod,
  TRANSFER_KINDS,
} from '@kapital/shared';
import { and, eq } from 'drizzle-orm';
import { investmentPackages, investments } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UnitOfWork } from '../../platform/ledger/index.ts';
import { invoiceCurrency, invoiceCustomerOf } from '../../platform/settings/invoice-terms.ts';
import { readSettingsRow } from '../../platform/settings/read-settings.ts';
import { periodSecondsOf } from './package-service.ts';
import { type InvestmentRow, investmentView } from './views.ts';

type Deps = Pick<AppDependencies, 'ledger' | 'clock' | 'events' | 'config'>;

export interface InvestmentRequest {
  userId: string;
  packageSlug: string;
  /** Minor units, above zero. */
  amount: bigint;
}

const amountRefusal = (message: string) =>
  new AppError(422, MONEY_ERROR_CODES.amountOutOfLimits, message, { amount: message });

/** Tells the user's screens that an investment changed (made, paid a period, matured). */
export function announceInvestment(
  deps: Pick<AppDependencies, 'events'>,
  uow: UnitOfWork,
  row: Pick<InvestmentRow, 'id' | 'userId' | 'status'>,
): void {
  const event = {
    type: 'invoice' as const,
    userId: row.userId,
    invoice: 'investment' as const,
    id: row.id,
    status: row.status,
  };
  uow.afterCommit(() => deps.events.publish(event));
}

/**
 * A new investment, inside the request's transaction: the package must be open and the amount
 * within its limits. The row (with the package's terms copied) and the move of the amount from
 * the wallet to escrow commit together; a wallet too small is the ledger's 422 and rolls the
 * row back too.
 */
export async function createInvestment(
  deps: Deps,
  uow: UnitOfWork,
  input: InvestmentRequest,
): Promise<Investment> {
  const { ledger } = deps;
  // FOR SHARE: a staff edit of this package waits until the terms are copied, and vice versa.
  const [pkg] = await uow.tx
    .select()
    .from(investmentPackages)
    .where(and(eq(investmentPackages.slug, input.packageSlug), eq(investmentPackages.active, true)))
    .for('share');
  if (!pkg) {
    throw new AppError(
      422,
      MONEY_ERROR_CODES.packageUnavailable,
      'This package does not exist or is closed to new investments',
      { packageSlug: 'Choose one of the open packages' },
    );
  }
  if (input.amount < pkg.minAmount || input.amount > pkg.maxAmount) {
    throw amountRefusal(
      `${pkg.name} takes ${formatMoney(pkg.minAmount)} to ${formatMoney(pkg.maxAmount)} USD`,
    );
  }
  const profit = profitPerPeriod(input.amount, pkg.rateBps);
  if (profit <= 0n) {
    throw amountRefusal('This amount is too small to earn a cent a period');
  }
  const customer = await invoiceCustomerOf(uow.tx, input.userId);
  const settingsRow = await readSettingsRow(uow.tx);
  const startMs = deps.clock.now();
  const periodSeconds = periodSecondsOf(deps.config, pkg);
  const [row] = await uow.tx
    .insert(investments)
    .values({
      id: randomUUID(),
      userId: input.userId,
      packageId: pkg.id,
      packageSlug: pkg.slug,
      packageName: pkg.name,
      amount: input.amount,
      rateBps: pkg.rateBps,
      periodSeconds,
      periods: pkg.periods,
      capitalReturned: pkg.capitalReturned,
      profitPerPeriod: profit,
      ...invoiceCurrency(settingsRow, customer.currency),
      status: 'active',
      periodsPaid: 0,
      nextDueAt: new Date(payoutDueAt(startMs, periodSeconds, 1)),
      startedAt: new Date(startMs),
    })
    .returning();
  if (!row) throw new Error('The investment was not saved');
  const funds = await ledger.userAccounts(input.userId, uow);
  const escrow = await ledger.systemAccount('escrow', uow, input.userId);
  await ledger.transfer(uow, {
    debitAccountId: funds.wallet.id,
    creditAccountId: escrow.id,
    amount: row.amount,
    kind: TRANSFER_KINDS.investmentCapital,
    reference: `investment:${row.id}`,
    idempotencyKey: `investment:${row.id}:capital`,
    metadata: { number: row.number, package: row.packageName },
  });
  announceInvestment(deps, uow, row);
  return investmentView(row, customer);
}

/** The investment invoice's owner-only read, for other features (PDF). */
export { readInvestment } from './queries.ts';
