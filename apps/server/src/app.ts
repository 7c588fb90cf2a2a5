import { randomBytes } from 'node:crypto';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { adminRoutes } from './features/admin/routes.ts';
import { accountRoutes } from './features/auth/routes.ts';
import { bankRoutes } from './features/bank/routes.ts';
import { adminChatRoutes } from './features/chat/admin-routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { supportContactRoutes } from './features/chat/support-contact-routes.ts';
import { adminDepositRoutes } from './features/deposits/admin-routes.ts';
import { depositRoutes } from './features/deposits/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { fundsRoutes } from './features/funds/routes.ts';
import { metricsRoutes } from './features/health/metrics-routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { adminInvestmentRoutes } from './features/investments/admin-routes.ts';
import { investmentRoutes } from './features/investments/routes.ts';
import { invoiceRoutes } from './features/invoices/routes.ts';
import { adminKycRoutes } from './features/kyc/admin-routes.ts';
import { kycRoutes } from './features/kyc/routes.ts';
import { marketRoutes } from './features/market/routes.ts';
import { mailPreferenceRoutes } from './features/notifications/mail-preference-routes.ts';
import { noticeWriter } from './features/notifications/notice-writer.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { adminPaymentMethodRoutes } from './features/payment-methods/admin-routes.ts';
import { paymentMethodRoutes } from './features/payment-methods/routes.ts';
import { priceAlertRoutes } from './features/price-alerts/routes.ts';
import { languageRoutes } from './features/profile/language-routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { realtimeRoutes } from './features/realtime/routes.ts';
import { handleSocketError } from './features/realtime/socket-errors.ts';
import { adminReferralRoutes } from './features/referrals/admin-routes.ts';
import { referralRoutes } from './features/referrals/routes.ts';
import { securityRoutes } from './features/security/routes.ts';
import { secondStepRoutes } from './features/security/second-step-routes.ts';
import { adminStaffAccessRoutes } from './features/staff-access/admin-routes.ts';
import { staffAccessRoutes } from './features/staff-access/routes.ts';
import { statementRoutes } from './features/statements/routes.ts';
import { adminTradingRoutes } from './features/trading/admin-routes.ts';
import { tradingAccountRoutes, tradingRoutes } from './features/trading/routes.ts';
import { adminWithdrawalRoutes } from './features/withdrawals/admin-routes.ts';
import { withdrawalRoutes } from './features/withdrawals/routes.ts';
import type { AppDependencies } from './platform/app-dependencies.ts';
import { requireSecondSteps } from './platform/auth/second-step.ts';
import { refuseStaffAccessChanges } from './platform/auth/staff-access-read-only.ts';
import { registerErrorHandler, sendNotFound } from './platform/http/error-handler.ts';
import { acceptJsonBodies } from './platform/http/json-body.ts';
import { loggerOptions } from './platform/http/logger.ts';
import { refuseNulCharacters } from './platform/http/nul-guard.ts';
import { openApiOptions } from './platform/http/openapi-document.ts';
import { refuseForeignOrigins } from './platform/http/same-origin.ts';
import { inlineScriptSources, serveWebApp } from './platform/http/web-app.ts';
import { observeRequests } from './platform/metrics/observe-requests.ts';

export type App = FastifyInstance;

/** Builds the whole HTTP app without listening, so tests can `inject` into it. */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const app = Fastify({
    ...loggerOptions(deps.config),
    bodyLimit: 1024 * 1024,
    // Unique across instances and restarts (Fastify's own counts from req-1 in each process):
    // every log line of a request carries it, and so does its error answer.
    genReqId: newRequestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  observeRequests(app, deps.metrics);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The built web app's own inline script (the theme, before the first paint), by hash.
        scriptSrc: ["'self'", ...inlineScriptSources(deps.config.webDistDir)],
        // MUI's emotion writes <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Only set HSTS where the site is really served over HTTPS.
    strictTransportSecurity: deps.config.baseUrl.startsWith('https://'),
  });
  refuseForeignOrigins(app, deps.config);
  // Both cover every route registered below, so they come before the routes.
  refuseStaffAccessChanges(app);
  requireSecondSteps(app);
  acceptJsonBodies(app);
  refuseNulCharacters(app);
  // Large API answers (lists, CSV exports) on the fly, at brotli's fast level. Files from storage
  // are images and PDFs, compressed already, and the built web app is compressed at build time.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, openApiOptions(deps.version));
  // The docs get the app's own Content-Security-Policy (helmet's, above); swagger-ui's staticCSP
  // would replace it with one that refuses the inline style of swagger-ui's own logo.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // A browser only says which charts it shows: a few dozen bytes. A larger frame closes it (1009).
  await app.register(websocket, {
    options: { maxPayload: 1024 },
    errorHandler: handleSocketError,
  });

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(languageRoutes);
  await app.register(fileRoutes);
  await app.register(marketRoutes);
  await app.register(fundsRoutes);
  await app.register(kycRoutes);
  await app.register(bankRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(investmentRoutes);
  await app.register(statementRoutes);
  await app.register(tradingRoutes);
  await app.register(tradingAccountRoutes);
  await app.register(priceAlertRoutes);
  await app.register(invoiceRoutes);
  await app.register(adminRoutes, {
    featureRoutes: [
      adminKycRoutes,
      adminPaymentMethodRoutes,
      adminDepositRoutes,
      adminWithdrawalRoutes,
      adminInvestmentRoutes,
      adminTradingRoutes,
      adminStaffAccessRoutes,
      adminReferralRoutes,
    ],
    supportRoutes: [adminChatRoutes],
  });
  await app.register(securityRoutes);
  await app.register(secondStepRoutes);
  await app.register(staffAccessRoutes);
  await app.register(notificationRoutes);
  await app.register(chatRoutes);
  await app.register(referralRoutes);
  await app.register(mailPreferenceRoutes);
  await app.register(supportContactRoutes);
  await app.register(noticeWriter);
  await app.register(realtimeRoutes);

  if (deps.config.webDistDir) {
    await serveWebApp(app, deps.config.webDistDir, { drawPages: deps.config.drawPages });
  } else app.setNotFoundHandler(sendNotFound);
  return app;
}

/** 16 hex digits: short enough to read out to support, random enough never to repeat. */
function newRequestId(): string {
  return randomBytes(8).toString('hex');
}
