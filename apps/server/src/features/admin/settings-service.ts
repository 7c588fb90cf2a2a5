import {
  type AdminSettingsResponse,
  compactDecimal,
  ERROR_CODES,
  formatMoney,
  type PublicSettings,
  parseMoney,
  type RateHistoryResponse,
  type updateAdminSettingsBody,
} from '@kapital/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { Actor } from '../../platform/audit/actor.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { inTransaction } from '../../platform/ledger/index.ts';
import { readSettingsRow, type SettingsRow } from '../../platform/settings/read-settings.ts';

export type SettingsChange = z.output<typeof updateAdminSettingsBody>;

type SettingsColumns = Partial<Omit<SettingsRow, 'id' | 'updatedAt'>>;

const PERCENT_FIELDS = {
  withdrawalFeePercent: 'withdrawalFeeBps',
  tradeFeePercent: 'tradeFeeBps',
  referralLevel1Percent: 'referralLevel1Bps',
  referralLevel2Percent: 'referralLevel2Bps',
} as const;
const MONEY_FIELDS = [
  'withdrawalFeeFixed',
  'withdrawalMin',
  'depositMin',
  'depositMax',
  'demoBalance',
] as const;
const RATE_FIELDS = ['rateMYR', 'rateIDR', 'rateSGD', 'rateBND'] as const;

/** "1.25" (percent, two decimals at most) -> 125 basis points. */
export function percentToBps(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 125 basis points -> "1.25". */
export function bpsToPercent(bps: number): string {
  return `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
}

function toAdminSettings(row: SettingsRow): AdminSettingsResponse {
  return {
    menuContact: row.menuContact,
    rateMYR: compactDecimal(row.rateMYR),
    rateIDR: compactDecimal(row.rateIDR),
    rateSGD: compactDecimal(row.rateSGD),
    rateBND: compactDecimal(row.rateBND),
    withdrawalFeePercent: bpsToPercent(row.withdrawalFeeBps),
    withdrawalFeeFixed: formatMoney(row.withdrawalFeeFixed),
    withdrawalMin: formatMoney(row.withdrawalMin),
    depositMin: formatMoney(row.depositMin),
    depositMax: formatMoney(row.depositMax),
    tradeFeePercent: bpsToPercent(row.tradeFeeBps),
    referralLevel1Percent: bpsToPercent(row.referralLevel1Bps),
    referralLevel2Percent: bpsToPercent(row.referralLevel2Bps),
    demoBalance: formatMoney(row.demoBalance),
    supportEmail: row.supportEmail,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPublic(all: AdminSettingsResponse): PublicSettings {
  const { menuContact, rateMYR, rateIDR, rateSGD, rateBND } = all;
  return { menuContact, rateMYR, rateIDR, rateSGD, rateBND };
}

function toColumns(change: SettingsChange): SettingsColumns {
  const columns: SettingsColumns = {};
  if (change.menuContact !== undefined) columns.menuContact = change.menuContact;
  if (change.supportEmail !== undefined) columns.supportEmail = change.supportEmail;
  for (const field of RATE_FIELDS) {
    const value = change[field];
    if (value !== undefined) columns[field] = value;
  }
  for (const [field, column] of Object.entries(PERCENT_FIELDS) as Array<
    [keyof typeof PERCENT_FIELDS, (typeof PERCENT_FIELDS)[keyof typeof PERCENT_FIELDS]]
  >) {
    const value = change[field];
    if (value !== undefined) columns[column] = percentToBps(value);
  }
  for (const field of MONEY_FIELDS) {
    const value = change[field];
    if (value !== undefined) columns[field] = parseMoney(value);
  }
  return columns;
}

export async function readAdminSettings(
  deps: Pick<AppDependencies, 'database'>,
): Promise<AdminSettingsResponse> {
  return toAdminSettings(await readSettingsRow(deps.database.db, false));
}

/**
 * Applies a partial change and its audit entry in one transaction and, once committed, tells
 * every open browser on every instance. The deposit limits are checked against the stored
 * values too, so depositMin alone cannot rise above the stored maximum.
 */
export async function updateSettings(
  deps: Pick<AppDependencies, 'database' | 'events'>,
  change: SettingsChange,
  actor: Actor,
): Promise<PublicSettings> {
  return inTransaction(deps.database.db, async (uow) => {
    const current = await readSettingsRow(uow.tx, true);
    const columns = toColumns(change);
    const depositMin = columns.depositMin ?? current.depositMin;
    const depositMax = columns.depositMax ?? current.depositMax;
    if (depositMax < depositMin) {
      const field = columns.depositMax !== undefined ? 'depositMax' : 'depositMin';
      const message =
        field === 'depositMax'
          ? `The maximum deposit must be at least the minimum (${formatMoney(depositMin)})`
          : `The minimum deposit must be at most the maximum (${formatMoney(depositMax)})`;
      throw new AppError(400, ERROR_CODES.validation, message, { [field]: message });
    }
    const [row] = await uow.tx
      .update(settings)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(settings.id, 1))
      .returning();
    if (!row) throw new Error('The settings update returned no row');
    const before = toAdminSettings(current);
    const after = toAdminSettings(row);
    const keys = Object.keys(change) as Array<keyof SettingsChange>;
    await recordAudit(uow.tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'settings.update',
      targetType: 'settings',
      targetId: '1',
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after[key]])),
      ip: actor.ip,
    });
    const updated = toPublic(after);
    uow.afterCommit(() => deps.events.publish({ type: 'settings', settings: updated }));
    return updated;
  });
}

/** Rate changes, newest first, from the settings entries of the audit log. */
export async function rateHistory(
  db: Db,
  page: number,
  size: number,
): Promise<RateHistoryResponse> {
  const changes = sql`
    from audit_log a
    cross join (values ('MYR'), ('IDR'), ('SGD'), ('BND')) as c(currency)
    where a.action = 'settings.update'
      and (a.after -> ('rate' || c.currency)) is not null
      and (a.after -> ('rate' || c.currency)) is distinct from (a.before -> ('rate' || c.currency))`;
  const [totalRow] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n ${changes}`);
  const rows = await queryRows<{
    currency: 'MYR' | 'IDR' | 'SGD' | 'BND';
    from: string | null;
    to: string;
    actor_id: string;
    actor_name: string | null;
    at: string;
  }>(
    db,
    sql`select c.currency, a.before ->> ('rate' || c.currency) as "from",
          a.after ->> ('rate' || c.currency) as "to", a.actor_id,
          (select u.name from "user" u where u.id = a.actor_id) as actor_name,
          to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
        ${changes}
        order by a.created_at desc, a.id desc, c.currency
        limit ${size} offset ${(page - 1) * size}`,
  );
  return {
    items: rows.map((row) => ({
      currency: row.currency,
      from: row.from,
      to: row.to,
      actorId: row.actor_id,
      actorName: row.actor_name,
      at: row.at,
    })),
    page,
    size,
    total: Number(totalRow?.n ?? 0),
  };
}
