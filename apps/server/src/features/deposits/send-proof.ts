import { ERROR_CODES } from '@kapital/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sendPrivateFile } from '../../platform/http/send-private-file.ts';
import { detectDocumentType } from '../../platform/storage/detect-document-type.ts';
import { readProof } from './service.ts';

/** The 200 answer of the routes that serve a proof through sendProof, for the API docs. */
export const proofFileSchema = z.any().describe('The proof: JPEG, PNG, WebP or PDF bytes');

/**
 * Sends a deposit's proof: to its owner (ownerId) or to staff (ownerId null). Anyone else, and
 * an invoice without proof, gets the same 404.
 */
export async function sendProof(
  deps: Pick<AppDependencies, 'database' | 'storage'>,
  reply: FastifyReply,
  depositId: string,
  ownerId: string | null,
) {
  const proof = await readProof(deps, depositId, ownerId);
  // Checked again: a file altered in storage is never served under a type it does not have.
  const type = proof && detectDocumentType(proof);
  if (!proof || !type) throw new AppError(404, ERROR_CODES.notFound, 'No such file');
  return sendPrivateFile(reply, { body: proof, type }, 'deposit-proof');
}
