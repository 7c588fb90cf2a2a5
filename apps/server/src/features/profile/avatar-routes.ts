import multipart from '@fastify/multipart';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  apiErrorSchema,
  avatarResponse,
  UPLOAD_ERROR_CODES,
} from '@kapital/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { uploadRateLimit } from '../../platform/http/upload-rate-limit.ts';
import { removeAvatar, replaceAvatar } from './avatar-service.ts';

const TOO_LARGE = `The image is larger than ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`;
const MISSING = 'Choose an image to upload';

/**
 * POST and DELETE /api/profile/avatar. Registered inside the profile routes, so their session
 * guard applies; multipart parsing is enabled for this scope only.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // One image and nothing else worth reading: every other part is refused early.
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      parts: 3,
      headerPairs: 20,
    },
  });

  /** The uploaded bytes, held in memory (2 MB at most) so nothing is stored before the checks. */
  async function readUpload(request: FastifyRequest): Promise<Buffer> {
    const missing = () =>
      new AppError(400, UPLOAD_ERROR_CODES.fileRequired, MISSING, { [AVATAR_FIELD]: MISSING });
    try {
      let bytes: Buffer | undefined;
      // Read to the end, so a second file is refused (files limit) rather than ignored.
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== AVATAR_FIELD) throw missing();
        const body = await part.toBuffer();
        // An empty file input is sent as a part with no bytes: the same as no file.
        if (body.length > 0) bytes = body;
      }
      if (!bytes) throw missing();
      return bytes;
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError(413, UPLOAD_ERROR_CODES.fileTooLarge, TOO_LARGE, {
          [AVATAR_FIELD]: TOO_LARGE,
        });
      }
      if (error instanceof AppError) throw error;
      // Only the request body is read here, so whatever failed is the client's: not multipart,
      // too many parts, a body cut short or malformed.
      throw new AppError(
        400,
        UPLOAD_ERROR_CODES.fileRequired,
        `Send one image as multipart/form-data in the field "${AVATAR_FIELD}"`,
        { [AVATAR_FIELD]: MISSING },
      );
    }
  }

  app.post(
    '/api/profile/avatar',
    {
      config: { rateLimit: uploadRateLimit(app.deps.config.uploadRateLimitMax) },
      schema: {
        tags: ['profile'],
        summary: `Upload an avatar: multipart field "${AVATAR_FIELD}", JPEG, PNG or WebP up to 2 MB`,
        consumes: ['multipart/form-data'],
        security: [{ session: [] }],
        response: {
          200: avatarResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const bytes = await readUpload(request);
      return {
        photoURL: await replaceAvatar(app.deps, signedInUser(request).id, bytes, request.log),
      };
    },
  );

  app.delete(
    '/api/profile/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: 'Remove the avatar',
        security: [{ session: [] }],
        response: { 204: z.null(), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await removeAvatar(app.deps, signedInUser(request).id, request.log);
      return reply.status(204).send(null);
    },
  );
};
