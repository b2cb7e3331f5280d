import crypto from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { HelmetOptions } from 'helmet';
import type { AppDeps } from './deps.ts';
import { eventSubscribers } from './event-subscribers.ts';
import { memberDataHooks } from './member-data-hooks.ts';
import { flagsQueueSize } from './modules/abuse/index.ts';
import { abuseRoutes } from './modules/abuse/routes.ts';
import { accountRoutes } from './modules/accounts/account-routes.ts';
import { deliverAccountMail } from './modules/accounts/mail-job.ts';
import { userForPage } from './modules/accounts/page-user.ts';
import { passwordRoutes } from './modules/accounts/password-routes.ts';
import { sessionRoutes } from './modules/accounts/session-routes.ts';
import { signupRoutes } from './modules/accounts/signup-routes.ts';
import { blocksRoutes } from './modules/blocks/routes.ts';
import { chatEventsRoutes } from './modules/chat/events-routes.ts';
import { chatImageRoutes } from './modules/chat/image-routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { complaintsQueueSize, deliverComplaintMail, isComplaintMail } from './modules/complaints/index.ts';
import { complaintsRoutes } from './modules/complaints/routes.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { directDebitRoutes } from './modules/directdebit/routes.ts';
import { discountAdminRoutes } from './modules/discounts/admin-routes.ts';
import { discountsRoutes } from './modules/discounts/routes.ts';
import { inboxFigures } from './modules/fictional/index.ts';
import { fictionalRoutes } from './modules/fictional/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { landersRoutes } from './modules/landers/routes.ts';
import { likesRoutes } from './modules/likes/routes.ts';
import { memberAdminRoutes } from './modules/member-admin/routes.ts';
import { memberLandingRoutes } from './modules/member-landing/routes.ts';
import { photoQueueSize } from './modules/moderation/index.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import {
  deliverNotificationMail,
  isNotificationMail,
  notificationsQueue,
} from './modules/notifications/index.ts';
import { mailEventsRoutes } from './modules/notifications/mail-events-routes.ts';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe-routes.ts';
import { pagesRoutes } from './modules/pages/routes.ts';
import { partnerRoutes } from './modules/partners/routes.ts';
import { paymentAdminRoutes } from './modules/payments/admin-routes.ts';
import { configuredPaymentProvider } from './modules/payments/providers/configured-provider.ts';
import type { PaymentProvider } from './modules/payments/providers/payment-provider.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { photosRoutes } from './modules/photos/routes.ts';
import { presenceRoutes } from './modules/presence/routes.ts';
import { profilesRoutes } from './modules/profiles/routes.ts';
import { pushQueue, queuePush } from './modules/push/index.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { adminSitesRoutes } from './modules/sites/admin-routes.ts';
import { settingsForRequest, siteForRequest, tagHostsForPage } from './modules/sites/index.ts';
import { manifestRoutes } from './modules/sites/manifest-routes.ts';
import { sitesRoutes } from './modules/sites/routes.ts';
import { followSiteChanges } from './modules/sites/site-changes.ts';
import { staffAdminRoutes } from './modules/staff/admin-routes.ts';
import { secondFactorRoutes } from './modules/staff/second-factor-routes.ts';
import { staffSessionRoutes } from './modules/staff/session-routes.ts';
import { swipeRoutes } from './modules/swipe/routes.ts';
import { pageBounceRoutes, trafficAdminRoutes } from './modules/traffic/index.ts';
import { AnswerTags } from './platform/answer-tags.ts';
import { registerCrossSiteGuard } from './platform/cross-site.ts';
import { eventSubscribers as eventWorkers } from './platform/domain-events.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { eventOutboxRelay } from './platform/event-outbox.ts';
import { startJobQueue } from './platform/job-queue.ts';
import { scheduledJobs } from './platform/jobs.ts';
import { mailQueue } from './platform/mail-queue.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerQueryFlagRoutes } from './platform/query-flag-routes.ts';
import { registerRequestContext } from './platform/request-context.ts';
import { RequestLog } from './platform/request-log.ts';
import { registerRevalidation } from './platform/revalidation.ts';
import { registerRouteCatalogue } from './platform/route-catalogue.ts';
import { contentSecurityPolicyWith, registerSecurityHeaders } from './platform/security-headers.ts';
import { followSessionChanges, stopFollowingSessionChanges } from './platform/session-cache.ts';
import { readSessionRestriction } from './platform/sessions.ts';
import { registerStaffAuditCheck } from './platform/staff-audit.ts';
import { registerTextGuard } from './platform/text-guard.ts';
import { registerWebApp } from './platform/web-app.ts';

/** Request log lines without positions: a geocode query's lat/lon never reach the log. */
function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:lat|lon)=)[^&]*/g, '$1-'),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Builds the HTTP application without listening, so tests can drive it with `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            serializers: { req: serializeRequestForLog },
            ...(deps.logDestination ? { stream: deps.logDestination } : {}),
          },
    trustProxy: deps.config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // An address the router cannot even decode (`/api/x.php%`) or a parameter over the router's length limit
    // answers in the one error shape too, not with Fastify's own text.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.status(error.statusCode ?? 400).send({ error: 'validation_failed' });
    },
    logController: new RequestLog(),
  });

  registerRouteCatalogue(app);
  // Before any route: a call such as POST /api/user.php?push=1 is told from its path's other call by its flag.
  registerQueryFlagRoutes(app);

  // 1. Platform: schemas, errors, security headers, compression, cookies, the request context.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const securityHeaders: HelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: deps.config.env === 'production' && deps.config.trustProxy !== false,
  };
  registerSecurityHeaders(app, securityHeaders);
  // Before compression: the polling calls' ETag is of their JSON text (decision 0068); tags this instance gave
  // answer 304 without a query while the database announces no change (decision 0074, started below).
  const answerTags = new AnswerTags(deps.db.$client, app.log);
  let answerTagsStarted = false;
  registerRevalidation(app, { clock: deps.clock, tags: () => (answerTagsStarted ? answerTags : undefined) });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  registerCrossSiteGuard(app);
  registerTextGuard(app);
  // Each request's site, session and viewer, and the refusal of a caller a route's `access` does not admit.
  registerRequestContext(app, {
    sql: deps.db.$client,
    clock: deps.clock,
    siteFor: (request) => siteForRequest(deps.db, request),
  });
  registerStaffAuditCheck(app, deps.config.env === 'production');
  // The OpenAPI document at /api/docs: before the modules, it collects their routes as they are added.
  await registerOpenApi(app);
  // The one pg-boss instance (decision 0045): mails wait in it and leave from a worker, never from a request
  // (decision 0041); domain events reach their subscribers through it; main.ts adds the scheduled jobs.
  const accountMail = deliverAccountMail(deps);
  const notificationMail = deliverNotificationMail(deps.mailer);
  const complaintMail = deliverComplaintMail(deps.mailer);
  const deliverMail = (job: object) =>
    isNotificationMail(job)
      ? notificationMail(job)
      : isComplaintMail(job)
        ? complaintMail(job)
        : accountMail(job as Parameters<typeof accountMail>[0]);
  const jobs = await startJobQueue(deps.db.$client, app.log, [
    mailQueue(deps.db.$client, deliverMail, app.log, deps.mailQueue),
    eventWorkers(eventSubscribers(deps), app.log),
    // The events database functions write to their outbox (chat_send's message.sent), relayed every second.
    eventOutboxRelay(deps.db.$client, app.log),
    pushQueue(deps.db.$client, deps.config, app.log, deps.pushQueue),
    // A notification goes by Web Push when the member has a subscription, else by mail (decision 0049).
    notificationsQueue({ ...deps, push: deps.push ?? queuePush }, app.log),
    ...(deps.scheduledJobs?.length ? [scheduledJobs(deps.scheduledJobs)] : []),
  ]);
  app.addHook('onClose', () => jobs.stop());
  // Sites are cached per instance (modules/sites/service.ts); a site edited on any instance is dropped here.
  const siteChanges = followSiteChanges(deps.db, app.log);
  await siteChanges.start();
  app.addHook('onClose', () => siteChanges.close());
  // Live sessions are kept per instance; a logout, ban or password change on any instance drops them (decision 0068).
  const sessionCache = followSessionChanges(deps.db.$client, app.log);
  await sessionCache.start();
  app.addHook('onClose', () => stopFollowingSessionChanges(deps.db.$client, sessionCache));
  await answerTags.start();
  answerTagsStarted = true;
  app.addHook('onClose', () => answerTags.close());

  // 2. Modules: health, sites and settings, company info, reference data, accounts, profiles and photos.
  await app.register(healthRoutes, deps);
  await app.register(sitesRoutes, deps);
  // Partners: the links of the partner tiles and the mobile redirect, with the asker's tracking (decision 0066).
  await app.register(partnerRoutes, deps);
  await app.register(pagesRoutes, deps);
  await app.register(profilesRoutes, deps);
  await app.register(geoRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(pushRoutes, deps);
  await app.register(signupRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(accountRoutes, { ...deps, memberData: memberDataHooks(deps) });
  await app.register(photosRoutes, deps);
  await app.register(blocksRoutes, deps);
  await app.register(moderationRoutes, deps);
  await app.register(memberAdminRoutes, deps);
  // Complaints: the form of /complaints and the report buttons, and the staff queue (decision 0055).
  await app.register(complaintsRoutes, deps);
  await app.register(abuseRoutes, deps);
  await app.register(staffSessionRoutes, deps);
  await app.register(secondFactorRoutes, deps);
  await app.register(staffAdminRoutes, deps);
  await app.register(fictionalRoutes, deps);
  // The back office (issue 23): the dashboard shows the queues handed to it here, and the sites editor.
  await app.register(dashboardRoutes, {
    ...deps,
    sources: {
      queues: [
        { queue: 'photos', size: photoQueueSize },
        { queue: 'complaints', size: complaintsQueueSize },
        { queue: 'flags', size: flagsQueueSize },
      ],
      inbox: inboxFigures,
    },
  });
  await app.register(adminSitesRoutes, deps);
  // Traffic (issue 24): the networks' postbacks per site and the report per network and sub id; the `lb` beacon.
  await app.register(trafficAdminRoutes, deps);
  await app.register(pageBounceRoutes, deps);
  await app.register(likesRoutes, deps);
  await app.register(swipeRoutes, deps);
  await app.register(searchRoutes, deps);
  // Member landings: a member's public teaser and the member a signup remembered (decision 0063).
  await app.register(memberLandingRoutes, deps);
  // Landers (issue 24, decision 0061): the data of /landers/*.
  await app.register(landersRoutes, deps);
  await app.register(chatRoutes, deps);
  await app.register(chatImageRoutes, deps);
  await app.register(chatEventsRoutes, deps);
  // Notifications: the one-click unsubscribe of mails and the mail service's bounces and complaints.
  await app.register(unsubscribeRoutes, deps);
  await app.register(mailEventsRoutes, deps);
  await app.register(presenceRoutes, deps);
  // Payments: the provider (Mollie or the built-in sandbox) for orders, the webhook and the sandbox checkout.
  const provider: PaymentProvider & { stop?: () => void } =
    deps.paymentProvider ?? configuredPaymentProvider(deps, app.log);
  // The sandbox's timers end with the app; a provider brought in (main.ts, a test) is its owner's to stop.
  if (!deps.paymentProvider) app.addHook('onClose', async () => provider.stop?.());
  const paymentDeps = { ...deps, provider, log: app.log };
  await app.register(paymentRoutes, paymentDeps);
  await app.register(paymentAdminRoutes, paymentDeps);
  await app.register(directDebitRoutes, paymentDeps);
  await app.register(discountsRoutes, deps);
  await app.register(discountAdminRoutes, deps);
  // The installable app: the web manifest and its icons, per site (before the web app's page fallback).
  await app.register(manifestRoutes, deps);

  // 3. The web app and the 404s; each page carries the site's settings and the signed-in member.
  await registerWebApp(app, {
    webDistDir: deps.config.webDistDir,
    settingsFor: (request, country) => settingsForRequest(deps, request, { country }),
    userFor: (request) => userForPage(deps, request),
    bannedCookie: async (request) =>
      (await readSessionRestriction(deps.db.$client, deps.clock, request))?.status === 'banned',
    // A page's CSP allows the site's tags the visitor agreed to, on pages that may load them (decision 0065).
    pageCspFor: (request, settings) => {
      const hosts = tagHostsForPage(request, settings.tags, deps.config.tagScriptOrigin);
      return Object.keys(hosts).length > 0 ? contentSecurityPolicyWith(securityHeaders, hosts) : undefined;
    },
  });
  return app;
}
