import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  ERROR_CODES,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_SIDES,
  type KycDocumentSide,
  kycDocumentParams,
  kycFieldsBody,
  kycStatusResponse,
  UPLOAD_ERROR_CODES,
} from '@kapital/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { nulFieldError } from '../../platform/http/nul-guard.ts';
import { sendPrivateFile } from '../../platform/http/send-private-file.ts';
import { uploadRateLimit } from '../../platform/http/upload-rate-limit.ts';
import { detectDocumentType } from '../../platform/storage/detect-document-type.ts';
import {
  type KycDocument,
  type KycDocuments,
  kycStatus,
  readKycDocument,
  submitKyc,
} from './kyc-service.ts';

export const KYC_TOO_LARGE = `Each document must be at most ${KYC_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB`;
export const KYC_UNSUPPORTED = 'Use a JPEG, PNG, WebP or PDF file';
const TEXT_FIELDS = Object.keys(kycFieldsBody.shape);
const MISSING_FILE: Record<KycDocumentSide, string> = {
  front: 'Add the front of your document',
  back: 'Add the back of your document',
  selfie: 'Add a selfie holding your document',
};
const NOT_MULTIPART =
  'Send the form as multipart/form-data, with the files in the fields front, back and selfie';

const isSide = (name: string): name is KycDocumentSide =>
  (KYC_DOCUMENT_SIDES as readonly string[]).includes(name);

const validationError = (fields: Record<string, string>) =>
  new AppError(
    400,
    ERROR_CODES.validation,
    `Check these fields: ${Object.keys(fields).join(', ')}`,
    fields,
  );

/**
 * /api/kyc: a user's identity verification, and its documents for the owner and staff.
 * Multipart parsing is enabled for this scope only.
 */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });
  await app.register(multipart, {
    limits: {
      fileSize: KYC_DOCUMENT_MAX_BYTES,
      files: KYC_DOCUMENT_SIDES.length,
      fields: TEXT_FIELDS.length + 4,
      fieldSize: 1024,
      parts: KYC_DOCUMENT_SIDES.length + TEXT_FIELDS.length + 4,
      headerPairs: 40,
    },
  });

  /** Text fields and files, held in memory (15 MB at most) so nothing is stored before the checks. */
  async function readForm(request: FastifyRequest) {
    const text: Record<string, string> = {};
    const files: Partial<Record<KycDocumentSide, Buffer>> = {};
    let current: string | undefined;
    try {
      for await (const part of request.parts()) {
        current = part.fieldname;
        if (part.type === 'field') {
          if (!TEXT_FIELDS.includes(part.fieldname)) continue;
          if (part.fieldname in text) {
            throw validationError({ [part.fieldname]: 'Send this field once' });
          }
          const value = typeof part.value === 'string' ? part.value : '';
          if (value.includes('\0')) throw nulFieldError(part.fieldname);
          text[part.fieldname] = value;
          continue;
        }
        if (!isSide(part.fieldname)) {
          throw validationError({
            [part.fieldname.slice(0, 40) || 'file']: 'Send files only as front, back and selfie',
          });
        }
        if (files[part.fieldname]) {
          throw validationError({ [part.fieldname]: 'Send one file for each side' });
        }
        const bytes = await part.toBuffer();
        // An empty file input is sent as a part with no bytes: the same as no file.
        if (bytes.length > 0) files[part.fieldname] = bytes;
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        const field = current && isSide(current) ? current : 'file';
        throw new AppError(413, UPLOAD_ERROR_CODES.fileTooLarge, KYC_TOO_LARGE, {
          [field]: KYC_TOO_LARGE,
        });
      }
      if (error instanceof AppError) throw error;
      // Only the request body is read here: not multipart, too many parts, cut short.
      throw new AppError(400, ERROR_CODES.validation, NOT_MULTIPART, { body: NOT_MULTIPART });
    }
    return { text, files };
  }

  app.get(
    '/api/kyc',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Your identity verification: none, pending, approved or rejected (with reason)',
        security: [{ session: [] }],
        response: { 200: kycStatusResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => kycStatus(app.deps, signedInUser(request).id),
  );

  app.post(
    '/api/kyc',
    {
      config: { rateLimit: uploadRateLimit(app.deps.config.uploadRateLimitMax) },
      schema: {
        tags: ['kyc'],
        summary:
          'Submit identity documents: the fields of kycFieldsBody and the files front, back (not for a passport) and selfie; JPEG, PNG, WebP or PDF up to 5 MB each',
        consumes: ['multipart/form-data'],
        security: [{ session: [] }],
        response: {
          201: kycStatusResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { text, files } = await readForm(request);

      const problems: Record<string, string> = {};
      const parsed = kycFieldsBody.safeParse(text);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'body');
          problems[field] ??= issue.message;
        }
      }
      const idType = parsed.success ? parsed.data.idType : text.idType;
      for (const side of KYC_DOCUMENT_SIDES) {
        if (side === 'back' && idType === 'passport') {
          if (files.back) problems.back = 'A passport has no back side: remove this file';
        } else if (!files[side]) {
          problems[side] = MISSING_FILE[side];
        }
      }
      if (!parsed.success || Object.keys(problems).length > 0) throw validationError(problems);

      const documents: Partial<Record<KycDocumentSide, KycDocument>> = {};
      const unsupported: Record<string, string> = {};
      for (const side of KYC_DOCUMENT_SIDES) {
        const bytes = files[side];
        if (!bytes) continue;
        const type = detectDocumentType(bytes);
        if (type) documents[side] = { bytes, type };
        else unsupported[side] = KYC_UNSUPPORTED;
      }
      if (Object.keys(unsupported).length > 0) {
        throw new AppError(
          415,
          UPLOAD_ERROR_CODES.unsupportedFileType,
          `${KYC_UNSUPPORTED} (${Object.keys(unsupported).join(', ')})`,
          unsupported,
        );
      }

      const result = await submitKyc(
        app.deps,
        signedInUser(request).id,
        parsed.data,
        documents as KycDocuments,
        request.log,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/kyc/:submissionId/documents/:side',
    {
      schema: {
        tags: ['kyc'],
        summary: 'A KYC document, for its owner and staff (admin, support); 404 for everyone else',
        security: [{ session: [] }],
        params: kycDocumentParams,
        response: {
          200: z.any().describe('The document: JPEG, PNG, WebP or PDF bytes'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedInUser(request);
      const { submissionId, side } = request.params;
      const document = await readKycDocument(app.deps, submissionId, side, viewer);
      if (!document) throw new AppError(404, ERROR_CODES.notFound, 'No such file');
      return sendPrivateFile(reply, document, `kyc-${side}`);
    },
  );
};
