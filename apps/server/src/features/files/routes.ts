import { apiErrorSchema, ERROR_CODES } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sendPrivateFile } from '../../platform/http/send-private-file.ts';
import { AVATAR_FILE_ID, readAvatar } from '../profile/avatar-service.ts';

/** Private files, served only after asking who wants them. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.get(
    '/api/files/avatars/:fileId',
    {
      schema: {
        tags: ['files'],
        summary: 'An avatar, for its owner and staff; 404 for everyone else',
        security: [{ session: [] }],
        params: z.object({ fileId: z.string().regex(AVATAR_FILE_ID, 'Not an avatar address') }),
        response: {
          200: z.any().describe('The image: JPEG, PNG or WebP bytes'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedInUser(request);
      const avatar = await readAvatar(app.deps, request.params.fileId, viewer);
      if (!avatar) throw new AppError(404, ERROR_CODES.notFound, 'No such file');
      return sendPrivateFile(reply, avatar, 'avatar');
    },
  );
};
