import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  createDepositBody,
  DEPOSIT_PROOF_FIELD,
  DEPOSIT_PROOF_MAX_BYTES,
  DEPOSIT_TX_REFERENCE_FIELD,
  depositListQuery,
  depositListResponse,
  depositParams,
  depositSchema,
  depositTxReference,
  ERROR_CODES,
  idempotencyHeaders,
  UPLOAD_ERROR_CODES,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { uploadRateLimit } from '../../platform/http/upload-rate-limit.ts';
import { detectDocumentType } from '../../platform/storage/detect-document-type.ts';
import { readProofForm } from './proof-form.ts';
import { listDeposits, readDeposit } from './queries.ts';
import { proofFileSchema, sendProof } from './send-proof.ts';
import { attachProof, cancelDeposit, createDeposit, invoiceNotFound } from './service.ts';

const PROOF_UNSUPPORTED = 'Use a JPEG, PNG, WebP or PDF file';

/**
 * /api/deposits: the user's deposit invoices ("Add balance"). Multipart parsing is enabled for
 * this scope only (the proof upload).
 */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });
  await app.register(multipart, {
    limits: {
      fileSize: DEPOSIT_PROOF_MAX_BYTES,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      parts: 4,
      headerPairs: 20,
    },
  });
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  app.post(
    '/api/deposits',
    {
      schema: {
        tags: ['deposits'],
        summary:
          'Issue a deposit invoice: amount (USD) and payment method; the invoice holds the reference and where to pay',
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        body: createDepositBody,
        response: { 201: depositSchema, ...errors, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) =>
      idempotent(app.deps, request, reply, async (uow) => ({
        statusCode: 201,
        body: await createDeposit(app.deps, uow, signedInUser(request).id, request.body),
      })),
  );

  app.get(
    '/api/deposits',
    {
      schema: {
        tags: ['deposits'],
        summary: 'Your deposit invoices, newest first, optionally of one status',
        security: [{ session: [] }],
        querystring: depositListQuery,
        response: { 200: depositListResponse, ...errors },
      },
    },
    async (request) => listDeposits(app.deps.database.db, signedInUser(request).id, request.query),
  );

  app.get(
    '/api/deposits/:depositId',
    {
      schema: {
        tags: ['deposits'],
        summary: 'One of your deposit invoices',
        security: [{ session: [] }],
        params: depositParams,
        response: { 200: depositSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const deposit = await readDeposit(
        app.deps.database.db,
        signedInUser(request).id,
        request.params.depositId,
      );
      if (!deposit) throw invoiceNotFound();
      return deposit;
    },
  );

  app.post(
    '/api/deposits/:depositId/proof',
    {
      config: { rateLimit: uploadRateLimit(app.deps.config.uploadRateLimitMax) },
      schema: {
        tags: ['deposits'],
        summary: `Send the proof of payment while the invoice is pending: multipart file "${DEPOSIT_PROOF_FIELD}" (JPEG, PNG, WebP or PDF up to 5 MB) and optional "${DEPOSIT_TX_REFERENCE_FIELD}"`,
        consumes: ['multipart/form-data'],
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        params: depositParams,
        response: {
          200: depositSchema,
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readProofForm(app, request);
      const parsedReference = depositTxReference.safeParse(form.txReference ?? '');
      if (!parsedReference.success) {
        const message = parsedReference.error.issues[0]?.message ?? 'Check the reference';
        throw new AppError(400, ERROR_CODES.validation, message, {
          [DEPOSIT_TX_REFERENCE_FIELD]: message,
        });
      }
      const type = detectDocumentType(form.bytes);
      if (!type) {
        throw new AppError(415, UPLOAD_ERROR_CODES.unsupportedFileType, PROOF_UNSUPPORTED, {
          [DEPOSIT_PROOF_FIELD]: PROOF_UNSUPPORTED,
        });
      }
      return attachProof(
        app.deps,
        {
          userId: signedInUser(request).id,
          depositId: request.params.depositId,
          proof: { bytes: form.bytes, type },
          txReference: parsedReference.data === '' ? null : parsedReference.data,
        },
        // The key binds the whole upload: another file or reference under it is a 409.
        (work) =>
          idempotent(
            app.deps,
            request,
            reply,
            async (uow) => ({ statusCode: 200, body: await work(uow) }),
            {
              [DEPOSIT_PROOF_FIELD]: createHash('sha256').update(form.bytes).digest('hex'),
              [DEPOSIT_TX_REFERENCE_FIELD]: form.txReference ?? null,
            },
          ),
        request.log,
      );
    },
  );

  app.get(
    '/api/deposits/:depositId/proof',
    {
      schema: {
        tags: ['deposits'],
        summary: 'The proof of payment of one of your invoices',
        security: [{ session: [] }],
        params: depositParams,
        response: {
          200: proofFileSchema,
          ...errors,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendProof(app.deps, reply, request.params.depositId, signedInUser(request).id),
  );

  app.post(
    '/api/deposits/:depositId/cancel',
    {
      schema: {
        tags: ['deposits'],
        summary: 'Cancel one of your invoices before it is decided (pending or submitted)',
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        params: depositParams,
        response: { 200: depositSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      idempotent(app.deps, request, reply, async (uow) => ({
        statusCode: 200,
        body: await cancelDeposit(
          app.deps,
          uow,
          signedInUser(request).id,
          request.params.depositId,
        ),
      })),
  );
};
