import { randomUUID } from 'node:crypto';
import {
  ADMIN_ERROR_CODES,
  type CreatePackageBody,
  ERROR_CODES,
  type InvestmentPackage,
  type InvestmentPackagesResponse,
  type OfferedPackage,
  parseMoney,
  type UpdatePackageBody,
} from '@kapital/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { investmentPackages } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { Actor } from '../../platform/audit/actor.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError, sqlState } from '../../platform/http/app-error.ts';
import { percentToBps } from '../admin/settings-service.ts';
import { type PackageRow, packageView } from './views.ts';

const HOUR_SECONDS = 3600;

/** The period every investment made now in this package gets, in seconds. */
export function periodSecondsOf(
  config: Pick<AppDependencies['config'], 'investmentPeriodSeconds'>,
  row: Pick<PackageRow, 'periodHours'>,
): number {
  return config.investmentPeriodSeconds ?? row.periodHours * HOUR_SECONDS;
}

function offered(deps: Pick<AppDependencies, 'config'>, row: PackageRow): OfferedPackage {
  return { ...packageView(row), periodSeconds: periodSecondsOf(deps.config, row) };
}

const byDisplayOrder = [asc(investmentPackages.displayOrder), asc(investmentPackages.name)];

/** GET /api/investment-packages: what users may invest in now. */
export async function listOfferedPackages(
  deps: Pick<AppDependencies, 'config' | 'database'>,
): Promise<InvestmentPackagesResponse> {
  const rows = await deps.database.db
    .select()
    .from(investmentPackages)
    .where(eq(investmentPackages.active, true))
    .orderBy(...byDisplayOrder);
  return {
    items: rows.map((row) => offered(deps, row)),
    periodsShortened: deps.config.investmentPeriodSeconds !== undefined,
  };
}

/** An active package by slug, or null. */
export async function readActivePackage(db: Db | Tx, slug: string): Promise<PackageRow | null> {
  const [row] = await db
    .select()
    .from(investmentPackages)
    .where(and(eq(investmentPackages.slug, slug), eq(investmentPackages.active, true)));
  return row ?? null;
}

export async function readOfferedPackage(
  deps: Pick<AppDependencies, 'config' | 'database'>,
  slug: string,
): Promise<OfferedPackage> {
  const row = await readActivePackage(deps.database.db, slug);
  if (!row) throw new AppError(404, ERROR_CODES.notFound, 'No such package, or it is closed');
  return offered(deps, row);
}

/** Staff: every package, switched off ones too. */
export async function listAllPackages(db: Db): Promise<InvestmentPackage[]> {
  const rows = await db
    .select()
    .from(investmentPackages)
    .orderBy(...byDisplayOrder);
  return rows.map(packageView);
}

type PackageColumns = Partial<typeof investmentPackages.$inferInsert>;

function columnsOf(body: UpdatePackageBody): PackageColumns {
  const columns: PackageColumns = {};
  if (body.name !== undefined) columns.name = body.name.trim();
  if (body.slug !== undefined) columns.slug = body.slug.trim();
  if (body.description !== undefined) columns.description = body.description.trim();
  if (body.minAmount !== undefined) columns.minAmount = parseMoney(body.minAmount);
  if (body.maxAmount !== undefined) columns.maxAmount = parseMoney(body.maxAmount);
  if (body.ratePercent !== undefined) columns.rateBps = percentToBps(body.ratePercent);
  if (body.periodHours !== undefined) columns.periodHours = body.periodHours;
  if (body.periods !== undefined) columns.periods = body.periods;
  if (body.capitalReturned !== undefined) columns.capitalReturned = body.capitalReturned;
  if (body.active !== undefined) columns.active = body.active;
  if (body.displayOrder !== undefined) columns.displayOrder = body.displayOrder;
  return columns;
}

const slugTaken = () =>
  new AppError(409, ADMIN_ERROR_CODES.slugTaken, 'Another package has this slug', {
    slug: 'Another package has this slug',
  });

/** A unique-index refusal on the slug becomes a 409 beside the field. */
async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw slugTaken();
    throw error;
  }
}

export async function createPackage(
  tx: Tx,
  body: CreatePackageBody,
  actor: Actor,
): Promise<InvestmentPackage> {
  const columns = columnsOf(body);
  const [row] = await guardSlug(() =>
    tx
      .insert(investmentPackages)
      .values({
        ...columns,
        id: randomUUID(),
        slug: body.slug.trim(),
        name: body.name.trim(),
        minAmount: parseMoney(body.minAmount),
        maxAmount: parseMoney(body.maxAmount),
        rateBps: percentToBps(body.ratePercent),
        periods: body.periods,
      })
      .returning(),
  );
  if (!row) throw new Error('The package was not saved');
  const view = packageView(row);
  await recordAudit(tx, {
    actorId: actor.id,
    actorRole: actor.role,
    action: 'package.create',
    targetType: 'package',
    targetId: row.id,
    before: null,
    after: view,
    ip: actor.ip,
  });
  return view;
}

/**
 * Staff edit a package: only what is sent changes. Investments already made copied their terms
 * and are not touched.
 */
export async function updatePackage(
  tx: Tx,
  packageId: string,
  body: UpdatePackageBody,
  actor: Actor,
): Promise<InvestmentPackage> {
  const [before] = await tx
    .select()
    .from(investmentPackages)
    .where(eq(investmentPackages.id, packageId))
    .for('update');
  if (!before) throw new AppError(404, ERROR_CODES.notFound, 'No such package');
  const columns = columnsOf(body);
  const min = columns.minAmount ?? before.minAmount;
  const max = columns.maxAmount ?? before.maxAmount;
  if (max < min) {
    const message = 'The maximum must be at least the minimum';
    throw new AppError(400, ERROR_CODES.validation, message, { maxAmount: message });
  }
  const [row] = await guardSlug(() =>
    tx
      .update(investmentPackages)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(investmentPackages.id, packageId))
      .returning(),
  );
  if (!row) throw new AppError(404, ERROR_CODES.notFound, 'No such package');
  const view = packageView(row);
  await recordAudit(tx, {
    actorId: actor.id,
    actorRole: actor.role,
    action: body.active === false && before.active ? 'package.deactivate' : 'package.update',
    targetType: 'package',
    targetId: row.id,
    before: packageView(before),
    after: view,
    ip: actor.ip,
  });
  return view;
}
