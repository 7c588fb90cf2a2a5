import {
  apiErrorSchema,
  bankDetailsResponse,
  saveBankDetailsBody,
  secondStepHeaders,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { confirmPassword, readBankDetails, saveBankDetails } from './bank-service.ts';

/** /api/bank: the bank account withdrawals are paid into. */
export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/api/bank',
    {
      schema: {
        tags: ['bank'],
        summary: 'The saved bank account and, after a change, when withdrawals reopen',
        security: [{ session: [] }],
        response: { 200: bankDetailsResponse, ...errors },
      },
    },
    async (request) => readBankDetails(app.deps, signedInUser(request).id),
  );

  app.put(
    '/api/bank',
    {
      config: {
        // The password check is a guessing oracle for whoever holds a session: limited like sign-in.
        rateLimit: { max: app.deps.config.authRateLimitMax, timeWindow: '1 minute' },
        secondStep: 'bank',
      },
      schema: {
        tags: ['bank'],
        summary:
          'Save the bank account, confirmed with the password (and a second step once one is set up); a change pauses withdrawals for 24 h',
        security: [{ session: [] }],
        headers: secondStepHeaders,
        body: saveBankDetailsBody,
        response: { 200: bankDetailsResponse, 400: apiErrorSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { password, ...fields } = request.body;
      const person = signedInUser(request);
      await confirmPassword(app.deps, request, password);
      return saveBankDetails(app.deps, person, fields, request.log);
    },
  );
};
