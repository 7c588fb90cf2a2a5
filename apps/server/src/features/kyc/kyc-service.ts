import { randomUUID } from 'node:crypto';
import {
  type AdminKycDetail,
  type AdminKycListResponse,
  ERROR_CODES,
  KYC_ERROR_CODES,
  type KycDocumentSide,
  type KycStatusResponse,
  type KycSubmission,
  type kycFieldsBody,
} from '@kapital/shared';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { kycSubmissions, user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import type { SessionUser } from '../../platform/auth/auth.ts';
import { isStaffRole } from '../../platform/auth/guards.ts';
import type { DomainEvent } from '../../platform/events/event-bus.ts';
import { AppError, SQL_UNIQUE_VIOLATION, sqlState } from '../../platform/http/app-error.ts';
import {
  type DocumentType,
  detectDocumentType,
} from '../../platform/storage/detect-document-type.ts';

type KycDeps = Pick<AppDependencies, 'database' | 'storage'>;
type KycChangeDeps = KycDeps & Pick<AppDependencies, 'events'>;
type Row = typeof kycSubmissions.$inferSelect;
export type KycFields = z.output<typeof kycFieldsBody>;
export interface KycDocument {
  bytes: Buffer;
  type: DocumentType;
}
export type KycDocuments = { front: KycDocument; back?: KycDocument; selfie: KycDocument };

const storageKey = (submissionId: string, side: KycDocumentSide, type: DocumentType) =>
  `kyc/${submissionId}/${side}.${type.extension}`;

export const documentUrl = (submissionId: string, side: KycDocumentSide) =>
  `/api/kyc/${submissionId}/documents/${side}`;

function sidesOf(row: Row): KycDocumentSide[] {
  return row.backFileKey ? ['front', 'back', 'selfie'] : ['front', 'selfie'];
}

function keyOf(row: Row, side: KycDocumentSide): string | null {
  if (side === 'front') return row.frontFileKey;
  if (side === 'back') return row.backFileKey;
  return row.selfieFileKey;
}

function ownerView(row: Row): KycSubmission {
  return {
    id: row.id,
    status: row.status,
    legalName: row.legalName,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    address: row.address,
    idType: row.idType,
    idNumberLast4: row.idNumber.slice(-4),
    documents: sidesOf(row),
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

const pendingConflict = () =>
  new AppError(409, KYC_ERROR_CODES.pending, 'Your documents are already waiting for review');
const approvedConflict = () =>
  new AppError(409, KYC_ERROR_CODES.approved, 'Your identity is already verified');

/** GET /api/kyc: the latest submission decides the state. */
export async function kycStatus(deps: KycDeps, userId: string): Promise<KycStatusResponse> {
  const latest = await latestSubmission(deps.database.db, userId);
  return latest
    ? { status: latest.status, submission: ownerView(latest) }
    : { status: 'none', submission: null };
}

/**
 * Whether the user's identity is verified, read on `db`: a transaction's handle when the answer
 * must hold for the rest of it.
 */
export async function isKycApproved(db: Db | Tx, userId: string): Promise<boolean> {
  return (await latestSubmission(db, userId))?.status === 'approved';
}

async function latestSubmission(db: Db | Tx, userId: string): Promise<Row | undefined> {
  const [latest] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  return latest;
}

/** Refuses a user who is waiting for review or already verified. */
async function assertCanSubmit(db: KycDeps['database']['db'], userId: string): Promise<void> {
  const blocking = await db
    .select({ status: kycSubmissions.status })
    .from(kycSubmissions)
    .where(
      and(
        eq(kycSubmissions.userId, userId),
        inArray(kycSubmissions.status, ['pending', 'approved']),
      ),
    );
  if (blocking.some((row) => row.status === 'approved')) throw approvedConflict();
  if (blocking.length > 0) throw pendingConflict();
}

/**
 * Stores a validated submission: the files first (under a fresh id nobody else knows), then the
 * row; if the row cannot be written (a second pending one won the race, or anything else), the
 * files go again, so a refusal leaves nothing behind.
 */
export async function submitKyc(
  deps: KycChangeDeps,
  userId: string,
  fields: KycFields,
  documents: KycDocuments,
  log: FastifyBaseLogger,
): Promise<KycStatusResponse> {
  await assertCanSubmit(deps.database.db, userId);
  const id = randomUUID();
  const entries = (['front', 'back', 'selfie'] as const).flatMap((side) => {
    const document = documents[side];
    return document ? [{ side, document, key: storageKey(id, side, document.type) }] : [];
  });
  const written: string[] = [];
  try {
    for (const { document, key } of entries) {
      await deps.storage.put(key, document.bytes, document.type.contentType);
      written.push(key);
    }
    const keys = Object.fromEntries(entries.map(({ side, key }) => [side, key]));
    const row = await deps.database.db.transaction(async (tx) => {
      await assertCanSubmit(tx, userId);
      const [inserted] = await tx
        .insert(kycSubmissions)
        .values({
          id,
          userId,
          status: 'pending',
          ...fields,
          frontFileKey: keys.front ?? '',
          backFileKey: keys.back ?? null,
          selfieFileKey: keys.selfie ?? '',
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('The submission was not saved');
    await announceKycQueue(deps, log);
    return { status: row.status, submission: ownerView(row) };
  } catch (error) {
    await Promise.all(written.map((key) => deleteQuietly(deps, key, log)));
    const state = sqlState(error);
    if (state === SQL_UNIQUE_VIOLATION) throw pendingConflict();
    // A failed query's error carries its parameters (the document number among them): only
    // the SQLSTATE goes on to the log.
    if (state) throw new Error(`Could not save a KYC submission (SQLSTATE ${state})`);
    throw error;
  }
}

/** Tells the admins' consoles that the KYC queue moved; the change itself has committed. */
async function announceKycQueue(deps: KycChangeDeps, log: FastifyBaseLogger): Promise<void> {
  try {
    await deps.events.publish({ type: 'queue', queue: 'kyc' });
  } catch (error) {
    // Consoles still see it on their next read.
    log.warn({ err: error }, 'could not announce a KYC queue change');
  }
}

/** Tells the user's notices that their submission was decided; the decision has committed. */
async function announceKycDecision(
  deps: KycChangeDeps,
  event: Extract<DomainEvent, { type: 'kyc' }>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await deps.events.publish(event);
  } catch (error) {
    log.warn({ err: error }, 'could not announce a KYC decision');
  }
}

async function deleteQuietly(deps: KycDeps, key: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not delete a KYC document');
  }
}

/**
 * A document for the submission's owner or for staff; null for anyone else, as for a file that
 * does not exist, so a stranger cannot learn that a submission id is in use.
 */
export async function readKycDocument(
  deps: KycDeps,
  submissionId: string,
  side: KycDocumentSide,
  viewer: SessionUser,
): Promise<{ body: Buffer; type: DocumentType } | null> {
  const [row] = await deps.database.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, submissionId));
  if (!row || (row.userId !== viewer.id && !isStaffRole(viewer.role))) return null;
  const key = keyOf(row, side);
  if (!key) return null;
  const file = await deps.storage.get(key);
  // Checked again: a file altered in storage is never served under a type it does not have.
  const type = file && detectDocumentType(file.body);
  return file && type ? { body: file.body, type } : null;
}

const listColumns = {
  id: kycSubmissions.id,
  status: kycSubmissions.status,
  userId: kycSubmissions.userId,
  name: user.name,
  email: user.email,
  idType: kycSubmissions.idType,
  createdAt: kycSubmissions.createdAt,
  reviewedAt: kycSubmissions.reviewedAt,
};

/** The staff queue: pending ones oldest first, decided ones most recently decided first. */
export async function listKyc(
  deps: KycDeps,
  query: { status: Row['status']; page: number; size: number },
): Promise<AdminKycListResponse> {
  const { db } = deps.database;
  const order =
    query.status === 'pending'
      ? [asc(kycSubmissions.createdAt), asc(kycSubmissions.id)]
      : [desc(kycSubmissions.reviewedAt), desc(kycSubmissions.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(kycSubmissions)
      .innerJoin(user, eq(user.id, kycSubmissions.userId))
      .where(eq(kycSubmissions.status, query.status))
      .orderBy(...order)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(kycSubmissions).where(eq(kycSubmissions.status, query.status)),
  ]);
  return {
    items: rows.map(({ createdAt, reviewedAt, ...rest }) => ({
      ...rest,
      submittedAt: createdAt.toISOString(),
      reviewedAt: reviewedAt?.toISOString() ?? null,
    })),
    page: query.page,
    size: query.size,
    total: Number(total?.n ?? 0),
  };
}

const notFound = () => new AppError(404, ERROR_CODES.notFound, 'No such submission');

export async function kycDetail(deps: KycDeps, id: string): Promise<AdminKycDetail> {
  const [found] = await deps.database.db
    .select({ row: kycSubmissions, name: user.name, email: user.email })
    .from(kycSubmissions)
    .innerJoin(user, eq(user.id, kycSubmissions.userId))
    .where(eq(kycSubmissions.id, id));
  if (!found) throw notFound();
  const { row, name, email } = found;
  return {
    id: row.id,
    status: row.status,
    userId: row.userId,
    name,
    email,
    legalName: row.legalName,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    address: row.address,
    idType: row.idType,
    idNumber: row.idNumber,
    documents: sidesOf(row).map((side) => ({ side, url: documentUrl(row.id, side) })),
    rejectionReason: row.rejectionReason,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    submittedAt: row.createdAt.toISOString(),
  };
}

export interface KycDecision {
  id: string;
  actor: SessionUser;
  ip: string | null;
  decision: 'approve' | 'reject';
  reason?: string;
}

/**
 * Approves or rejects a pending submission. The UPDATE only matches a pending row, so of two
 * decisions sent at once exactly one changes it; the audit entry is written in the same
 * transaction; once it has committed, its event makes the user's notice and mail (decision 036).
 */
export async function decideKyc(
  deps: KycChangeDeps,
  input: KycDecision,
  log: FastifyBaseLogger,
): Promise<AdminKycDetail> {
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const reason = input.decision === 'reject' ? (input.reason ?? '') : null;
  const decided = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(kycSubmissions)
      .set({
        status,
        rejectionReason: reason,
        reviewedBy: input.actor.id,
        reviewedAt: new Date(),
      })
      .where(and(eq(kycSubmissions.id, input.id), eq(kycSubmissions.status, 'pending')))
      .returning({ id: kycSubmissions.id, userId: kycSubmissions.userId });
    if (!row) {
      const [exists] = await tx
        .select({ id: kycSubmissions.id })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.id, input.id));
      if (!exists) throw notFound();
      throw new AppError(
        409,
        KYC_ERROR_CODES.notPending,
        'This submission has already been decided',
      );
    }
    await recordAudit(tx, {
      actorId: input.actor.id,
      actorRole: input.actor.role ?? 'admin',
      action: `kyc.${input.decision}`,
      targetType: 'kyc',
      targetId: row.id,
      before: { status: 'pending' },
      after: reason === null ? { status } : { status, reason },
      ip: input.ip,
    });
    return row;
  });
  await announceKycQueue(deps, log);
  await announceKycDecision(deps, { type: 'kyc', ...decided, status }, log);
  return kycDetail(deps, decided.id);
}
