import {
  apiErrorSchema,
  DEFAULT_LANGUAGE,
  depositParams,
  ERROR_CODES,
  investmentParams,
  isLanguage,
  type Language,
  withdrawalParams,
} from '@kapital/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { readDeposit } from '../deposits/service.ts';
import { readInvestment } from '../investments/investment-service.ts';
import { readWithdrawal } from '../withdrawals/withdrawal-service.ts';
import { depositDocument, investmentDocument, withdrawalDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

const responses = {
  200: z.any().describe('application/pdf'),
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

function sendPdf(reply: FastifyReply, number: string, bytes: Uint8Array): FastifyReply {
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${number}.pdf"`)
      // The document carries the customer's bank details: no shared cache may keep a copy.
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes))
  );
}

/** The owner's language: only the owner downloads their documents (staff access views as them). */
function ownerLanguage(request: FastifyRequest): Language {
  const { language } = signedInUser(request);
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Downloadable PDFs of the user's own deposit and investment invoices and withdrawal receipts. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.get(
    '/api/deposits/:depositId/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'A deposit invoice as PDF, for its owner; 404 for anyone else',
        security: [{ session: [] }],
        params: depositParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const { db } = app.deps.database;
      const deposit = await readDeposit(db, signedInUser(request).id, request.params.depositId);
      if (!deposit) throw new AppError(404, ERROR_CODES.notFound, 'No such invoice');
      const bytes = await renderInvoicePdf(
        depositDocument(deposit, ownerLanguage(request)),
        new Date(app.deps.clock.now()),
      );
      return sendPdf(reply, deposit.number, bytes);
    },
  );

  app.get(
    '/api/withdrawals/:withdrawalId/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'A withdrawal receipt as PDF, for its owner; 404 for anyone else',
        security: [{ session: [] }],
        params: withdrawalParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const { db } = app.deps.database;
      const withdrawal = await readWithdrawal(
        db,
        signedInUser(request).id,
        request.params.withdrawalId,
      );
      if (!withdrawal) throw new AppError(404, ERROR_CODES.notFound, 'No such receipt');
      const bytes = await renderInvoicePdf(
        withdrawalDocument(withdrawal, ownerLanguage(request)),
        new Date(app.deps.clock.now()),
      );
      return sendPdf(reply, withdrawal.number, bytes);
    },
  );

  app.get(
    '/api/investments/:investmentId/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'An investment invoice as PDF, for its owner; 404 for anyone else',
        security: [{ session: [] }],
        params: investmentParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const investment = await readInvestment(
        app.deps.database.db,
        signedInUser(request).id,
        request.params.investmentId,
      );
      if (!investment) throw new AppError(404, ERROR_CODES.notFound, 'No such invoice');
      const bytes = await renderInvoicePdf(
        investmentDocument(investment, ownerLanguage(request)),
        new Date(app.deps.clock.now()),
      );
      return sendPdf(reply, investment.number, bytes);
    },
  );
};
