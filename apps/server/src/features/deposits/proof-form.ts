import {
  DEPOSIT_PROOF_FIELD,
  DEPOSIT_PROOF_MAX_BYTES,
  DEPOSIT_TX_REFERENCE_FIELD,
  UPLOAD_ERROR_CODES,
} from '@kapital/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';

const TOO_LARGE = `The proof must be at most ${DEPOSIT_PROOF_MAX_BYTES / (1024 * 1024)} MB`;
const MISSING = 'Add a photo, screenshot or PDF of your payment';

export interface ProofForm {
  bytes: Buffer;
  /** The text field as sent, or undefined when absent. */
  txReference: string | undefined;
}

const missing = (message = MISSING) =>
  new AppError(400, UPLOAD_ERROR_CODES.fileRequired, message, { [DEPOSIT_PROOF_FIELD]: MISSING });

/**
 * The proof's bytes and the optional transaction reference, held in memory (5 MB at most) so
 * nothing is stored before every check has passed. The request must come from a scope that
 * registered @fastify/multipart.
 */
export async function readProofForm(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ProofForm> {
  let bytes: Buffer | undefined;
  let txReference: string | undefined;
  try {
    // Read to the end, so a second file is refused (files limit) rather than ignored.
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === DEPOSIT_TX_REFERENCE_FIELD) {
          txReference = typeof part.value === 'string' ? part.value : '';
        }
        continue;
      }
      if (part.fieldname !== DEPOSIT_PROOF_FIELD) {
        throw missing(`Send the file in the field "${DEPOSIT_PROOF_FIELD}"`);
      }
      const body = await part.toBuffer();
      // An empty file input is sent as a part with no bytes: the same as no file.
      if (body.length > 0) bytes = body;
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, UPLOAD_ERROR_CODES.fileTooLarge, TOO_LARGE, {
        [DEPOSIT_PROOF_FIELD]: TOO_LARGE,
      });
    }
    if (error instanceof AppError) throw error;
    // Only the request body is read here: not multipart, too many parts, cut short.
    throw missing(
      `Send the proof as multipart/form-data in the field "${DEPOSIT_PROOF_FIELD}", with "${DEPOSIT_TX_REFERENCE_FIELD}" optional`,
    );
  }
  if (!bytes) throw missing();
  return { bytes, txReference };
}
