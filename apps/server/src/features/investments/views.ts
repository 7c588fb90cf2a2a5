import {
  compactDecimal,
  formatMoney,
  type Investment,
  type InvestmentPackage,
  type InvestmentSummary,
  payoutDueAt,
} from '@kapital/shared';
import type { investmentPackages, investments } from '../../db/schema/index.ts';
import { invoiceAmount, storedCurrency } from '../../platform/settings/invoice-terms.ts';
import { bpsToPercent } from '../admin/settings-service.ts';

export type PackageRow = typeof investmentPackages.$inferSelect;
export type InvestmentRow = typeof investments.$inferSelect;
export type Customer = { name: string; userName: string; email: string };

export function packageView(row: PackageRow): InvestmentPackage {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    minAmount: formatMoney(row.minAmount),
    maxAmount: formatMoney(row.maxAmount),
    rateBps: row.rateBps,
    ratePercent: bpsToPercent(row.rateBps),
    periodHours: row.periodHours,
    periods: row.periods,
    capitalReturned: row.capitalReturned,
    active: row.active,
    displayOrder: row.displayOrder,
  };
}

export function investmentSummaryView(row: InvestmentRow): InvestmentSummary {
  const rate = compactDecimal(row.rate);
  const startMs = row.startedAt.getTime();
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    packageId: row.packageId,
    packageSlug: row.packageSlug,
    packageName: row.packageName,
    currency: storedCurrency(row.currency),
    rate,
    amount: invoiceAmount(row.amount, rate),
    rateBps: row.rateBps,
    ratePercent: bpsToPercent(row.rateBps),
    periodSeconds: row.periodSeconds,
    periods: row.periods,
    capitalReturned: row.capitalReturned,
    profitPerPeriod: invoiceAmount(row.profitPerPeriod, rate),
    totalProfit: invoiceAmount(row.profitPerPeriod * BigInt(row.periods), rate),
    periodsPaid: row.periodsPaid,
    earned: invoiceAmount(row.profitPerPeriod * BigInt(row.periodsPaid), rate),
    startedAt: row.startedAt.toISOString(),
    nextPayoutAt: row.nextDueAt?.toISOString() ?? null,
    maturesAt: new Date(payoutDueAt(startMs, row.periodSeconds, row.periods)).toISOString(),
    maturedAt: row.maturedAt?.toISOString() ?? null,
  };
}

export function investmentView(row: InvestmentRow, customer: Customer): Investment {
  return { ...investmentSummaryView(row), customer };
}
