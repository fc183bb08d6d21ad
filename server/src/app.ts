import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { serverMessages } from '@aquarisk/contract/messages';
import type { AppConfig } from './config.ts';
import type { AppContext } from './app-context.ts';
import type { DatabaseHandle } from './db/database.ts';
import { authRoutes, createAccessTokenSigner, signInBackoff } from './modules/auth/index.ts';
import { apiTokenRoutes } from './modules/api-tokens/index.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { startMailJobs } from './modules/mail/mail-jobs.ts';
import { registerErrorHandler } from './plugins/error-handler.plugin.ts';
import { sendError } from './lib/error-body.ts';
import { registerDocs } from './plugins/docs.plugin.ts';
import { registerUnsafeTextGuard } from './plugins/unsafe-text.plugin.ts';
import { registerJsonNestingGuard } from './plugins/json-nesting.plugin.ts';
import { loggerOptions, type LogStream } from './plugins/log-redaction.ts';
import { requestChildLogger } from './plugins/request-logger.ts';
import { helmetOptions, securityHeaders } from './plugins/security-headers.ts';
import { timeoutServerOptions, watchIdleConnections } from './plugins/connection-timeouts.ts';
import { transportErrorHandlers } from './plugins/transport-errors.ts';
import { registerWebApp } from './plugins/web-app.plugin.ts';
import { registerCompression } from './plugins/compression.ts';
import { checkedSerializerCompiler, fastSerializerCompiler } from './plugins/response-serializer.ts';
import { authenticate } from './plugins/authenticate.ts';
import { requireCapability } from './modules/access/index.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { settingsRoutes } from './modules/health/settings.routes.ts';
import { companyUserRoutes, personalDataRoutes, roleRoutes, userRoutes } from './modules/users/index.ts';
import { companyRoutes } from './modules/companies/company.routes.ts';
import { farmRoutes, farmUserRoutes } from './modules/farms/index.ts';
import { activityRoutes } from './modules/activity-log/index.ts';
import { launchRoutes, surveyResultRoutes, surveyRoutes } from './modules/audits/index.ts';
import { templateRoutes } from './modules/templates/index.ts';
import { actionRoutes } from './modules/actions/action.routes.ts';
import { intelligenceRoutes } from './modules/intelligence/intelligence.routes.ts';
import { farmTrendRoutes } from './modules/history/farm-trend.routes.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { portfolioAdminRoutes, portfolioRoutes } from './modules/history/portfolio.routes.ts';
import { reportRoutes, templatePdfRoutes } from './modules/reports/report.routes.ts';
import { registerPdfRendering } from './modules/reports/render/pdf-rendering.plugin.ts';
import multipart from '@fastify/multipart';
import { createAnswerWriteBudget } from './modules/question-flow/index.ts';
import { createMediaUrlSigner, mediaFileRoutes, mediaRoutes, resumableUploadRoutes } from './modules/media/index.ts';
import { environmentRoutes } from './modules/environment/environment.routes.ts';
import { createStorage } from './storage/create-storage.ts';
import { databaseRateLimitStore } from './modules/rate-limit/database-rate-limit-store.ts';
import { API_PREFIX } from '@aquarisk/contract/endpoints/endpoint';
import { requireDeclaredEndpoints } from './lib/endpoint-route.ts';
import { createSsoKit, ssoConfigRoutes, ssoSignInRoutes } from './modules/sso/index.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createJobQueue } from './jobs/create-job-queue.ts';
import { createSharedTestClock } from './jobs/shared-test-clock.ts';
import { startWebhookJobs, webhookRoutes } from './modules/webhooks/index.ts';
import { reminderRoutes, testClockRoutes } from './modules/reminders/reminder.routes.ts';
import { startReminderJobs } from './modules/reminders/reminder-jobs.ts';

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  jwtSecret: string;
  /** false: no logs (tests); a stream: JSON lines there instead of stdout (tests that read the logs). */
  logger?: false | { stream: LogStream };
  /**
   * Check every answer with zod as well as the fast serializer and fail on any difference (default: the
   * CHECK_RESPONSES environment variable is "true", as the API tests and the e2e servers set it).
   */
  checkResponses?: boolean;
  /** a clock of the test's own (unit tests); else the system's, or the shared test clock with TEST_CLOCK=true */
  clock?: Clock;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const helmetConfig = helmetOptions(config.map);
  const transport = transportErrorHandlers(securityHeaders(helmetConfig));
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logger?.stream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // The spec's client calls /company/{id}/farm/ with a trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
    childLoggerFactory: requestChildLogger,
    ...timeoutServerOptions(config.timeouts),
    frameworkErrors: transport.frameworkErrors,
    clientErrorHandler: transport.clientErrorHandler,
  });
  watchIdleConnections(app.server, config.timeouts);
  app.setValidatorCompiler(validatorCompiler);
  const checkResponses = opts.checkResponses ?? process.env['CHECK_RESPONSES'] === 'true';
  app.setSerializerCompiler(checkResponses ? checkedSerializerCompiler : fastSerializerCompiler);
  registerErrorHandler(app);
  registerJsonNestingGuard(app);
  registerUnsafeTextGuard(app);

  const clock = opts.clock ?? (config.jobs.testClock ? createSharedTestClock(database.db) : systemClock);
  const ctx: AppContext = {
    config,
    database,
    signer: createAccessTokenSigner(opts.jwtSecret, config.accessTokenTtlSeconds),
    signIns: signInBackoff(database.db, config.rateLimit.accountFailures),
    mailer: createMailer(database.db, config.smtpUrl, config.mailFrom, app.log, clock),
    storage: createStorage(config),
    mediaUrls: createMediaUrlSigner(opts.jwtSecret, config.mediaUrlTtlSeconds),
    pdfRenderer: registerPdfRendering(app, config.pdfRender),
    log: app.log,
    jobs: createJobQueue(config, app.log),
    answerWrites: createAnswerWriteBudget(config.answerWrites),
    clock,
  };
  app.addHook('onClose', () => ctx.storage.close());
  // Waits for jobs in flight before the database closes (main.ts closes it after the app).
  app.addHook('onClose', () => ctx.jobs.stop());
  if (config.jobs.enabled) await startWebhookJobs(ctx);
  // one hook (and so one cache of signed-in users) for the api and admin prefixes
  const signedIn = authenticate(ctx);
  const sso = createSsoKit(opts.jwtSecret);

  requireDeclaredEndpoints(app);
  await app.register(helmet, helmetConfig);
  await registerCompression(app);
  await app.register(cors, { origin: false });
  await app.register(formbody);
  // Counted in the database: every server process of a deployment shares the limits.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  await registerDocs(app);

  await app.register(async (pub) => {
    await healthRoutes(pub, ctx);
  });
  await app.register(
    async (api) => {
      await authRoutes(api, ctx);
      await ssoSignInRoutes(api, ctx, sso);
      await contactRoutes(api, ctx);
      await settingsRoutes(api, ctx);
      await mediaFileRoutes(api, ctx);
      await testClockRoutes(api, ctx);
      await api.register(async (secured) => {
        secured.addHook('onRequest', signedIn);
        await userRoutes(secured, ctx);
        await companyRoutes(secured, ctx);
        await ssoConfigRoutes(secured, ctx, sso);
        await companyUserRoutes(secured, ctx);
        await personalDataRoutes(secured, ctx);
        await webhookRoutes(secured, ctx);
        await apiTokenRoutes(secured, ctx);
        await farmRoutes(secured, ctx);
        await farmUserRoutes(secured, ctx);
        await roleRoutes(secured, ctx, 'api');
        await surveyRoutes(secured, ctx);
        await surveyResultRoutes(secured, ctx);
        await historyRoutes(secured, ctx);
        await farmTrendRoutes(secured, ctx);
        await portfolioRoutes(secured, ctx);
        await actionRoutes(secured, ctx);
        await intelligenceRoutes(secured, ctx);
        await mediaRoutes(secured, ctx);
        await resumableUploadRoutes(secured, ctx);
        await environmentRoutes(secured, ctx);
        await reportRoutes(secured, ctx);
        await reminderRoutes(secured, ctx);
      });
    },
    { prefix: API_PREFIX.api },
  );
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', signedIn);
      // Everything under the admin prefix is for ROLE_ADMIN only (docs/requirements.md#decisions-roles).
      admin.addHook('onRequest', async (request) => requireCapability(request.user, 'manageTemplates'));
      // Unknown admin paths too: a non-admin learns nothing about what exists here.
      admin.setNotFoundHandler((_request, reply) => sendError(reply, 'NOT_FOUND', serverMessages.notFound));
      await roleRoutes(admin, ctx, 'admin');
      await activityRoutes(admin, ctx);
      await portfolioAdminRoutes(admin, ctx);
      await templateRoutes(admin, ctx);
      await templatePdfRoutes(admin, ctx);
      await launchRoutes(admin, ctx);
    },
    { prefix: API_PREFIX.admin },
  );
  await registerWebApp(app, config.webDist);
  if (config.jobs.testClock)
    app.log.warn("TEST_CLOCK is on: anyone may move this server's clock through the test clock endpoint; tests only");
  if (config.jobs.enabled) await startReminderJobs(ctx);
  if (config.jobs.enabled) await startMailJobs(ctx);
  return app;
}
