import {
  fictionalPhotoQuerySchema,
  fictionalProfileBodySchema,
  fictionalProfileQuerySchema,
  fictionalProfileResponseSchema,
  fictionalProfilesResponseSchema,
  fictionalProfileUpdateBodySchema,
  inboxClaimBodySchema,
  inboxClaimResponseSchema,
  inboxConversationQuerySchema,
  inboxConversationResponseSchema,
  inboxReplyBodySchema,
  inboxReplyResponseSchema,
  inboxResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { mergeErrors } from '../../platform/openapi-errors.ts';
import { auditFor } from '../../platform/staff-audit.ts';
import {
  acceptRawImages,
  imageUploadOptions,
  UPLOAD_DESCRIPTION,
  UPLOAD_ERRORS,
  uploadedImage,
} from '../photos/index.ts';
import { claimConversation, inbox, inboxConversation, replyAsFictional } from './inbox-service.ts';
import {
  addFictionalPhoto,
  createFictionalProfile,
  editFictionalProfile,
  fictionalProfile,
  fictionalProfiles,
} from './profile-service.ts';

/**
 * The back office's fictional profiles and their inbox (issue 23, decision 0058): confirmed staff only (403 for
 * everyone else); every change is audited in its own transaction.
 */
export const fictionalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const staff = { access: 'staff' } as const;
  acceptRawImages(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/api/admin/fictional.php',
    { config: staff, schema: { response: { 200: fictionalProfilesResponseSchema } } },
    async (request) => ({ profiles: await fictionalProfiles(deps, request.site.id) }),
  );

  app.post(
    '/api/admin/fictional.php',
    {
      config: staff,
      schema: { body: fictionalProfileBodySchema, response: { 200: fictionalProfileResponseSchema } },
    },
    async (request) => ({
      profile: await createFictionalProfile(deps, request.site.id, auditFor(request), request.body),
    }),
  );

  app.get(
    '/api/admin/fictional-profile.php',
    {
      config: staff,
      schema: {
        querystring: fictionalProfileQuerySchema,
        errors: { 404: ['not_found'] },
        response: { 200: fictionalProfileResponseSchema },
      },
    },
    async (request) => ({ profile: await fictionalProfile(deps, request.site.id, request.query.id) }),
  );

  app.post(
    '/api/admin/fictional-profile.php',
    {
      config: staff,
      schema: {
        body: fictionalProfileUpdateBodySchema,
        errors: { 404: ['not_found'] },
        response: { 200: fictionalProfileResponseSchema },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return { profile: await editFictionalProfile(deps, request.site.id, auditFor(request), id, fields) };
    },
  );

  app.post(
    '/api/admin/fictional-photo.php',
    {
      ...imageUploadOptions,
      config: staff,
      schema: {
        description: UPLOAD_DESCRIPTION,
        errors: mergeErrors(UPLOAD_ERRORS, { 404: ['not_found'] }),
        querystring: fictionalPhotoQuerySchema,
        response: { 200: fictionalProfileResponseSchema },
      },
    },
    async (request) => ({
      profile: await addFictionalPhoto(
        deps,
        request.site.id,
        request.viewer.id,
        auditFor(request),
        request.query,
        uploadedImage(request.body),
      ),
    }),
  );

  app.get(
    '/api/admin/inbox.php',
    { config: staff, schema: { response: { 200: inboxResponseSchema } } },
    async (request) => ({ conversations: await inbox(deps, request.site.id, request.viewer.id) }),
  );

  app.get(
    '/api/admin/inbox-conversation.php',
    {
      config: staff,
      schema: {
        querystring: inboxConversationQuerySchema,
        errors: { 404: ['not_found'] },
        response: { 200: inboxConversationResponseSchema },
      },
    },
    async (request) => inboxConversation(deps, request.site.id, request.viewer.id, request.query.id),
  );

  app.post(
    '/api/admin/inbox-claim.php',
    {
      config: staff,
      schema: {
        body: inboxClaimBodySchema,
        errors: { 404: ['not_found'], 409: ['inbox_claimed'] },
        response: { 200: inboxClaimResponseSchema },
      },
    },
    async (request) =>
      claimConversation(deps, request.site.id, request.viewer.id, auditFor(request), request.body.id),
  );

  app.post(
    '/api/admin/inbox-reply.php',
    {
      config: staff,
      schema: {
        body: inboxReplyBodySchema,
        errors: { 400: ['validation_failed'], 404: ['not_found'], 409: ['inbox_claimed'] },
        response: { 200: inboxReplyResponseSchema },
      },
    },
    async (request) =>
      replyAsFictional(deps, request.site, request.viewer.id, auditFor(request), request.body),
  );
};
