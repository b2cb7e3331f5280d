import {
  adminComplaintActionSchema,
  adminComplaintQuerySchema,
  adminComplaintResponseSchema,
  adminComplaintsQuerySchema,
  adminComplaintsResponseSchema,
  complaintBodySchema,
  complaintCreatedResponseSchema,
  complaintTargetQuerySchema,
  complaintTargetResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { auditFor } from '../../platform/staff-audit.ts';
import {
  actOnComplaint,
  complaintForStaff,
  complaintsQueue,
  complaintTarget,
  submitComplaint,
} from './service.ts';

/** Complaints (docs/complaints.md): the form of /complaints for visitors and members, and the staff queue. */
export const complaintsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/complaints.php',
    {
      config: { access: 'visitor' },
      schema: {
        body: complaintBodySchema,
        response: { 201: complaintCreatedResponseSchema },
        errors: { 400: ['validation_failed'], 404: ['not_found'], 429: ['rate_limited'] },
      },
    },
    async (request, reply) => {
      const complaint = await submitComplaint(
        deps,
        request.site,
        { viewer: request.viewer, ip: request.ip, log: request.log },
        request.body,
      );
      return reply.code(201).send({ complaint });
    },
  );

  app.get(
    '/api/complaint-target.php',
    {
      config: { access: 'visitor' },
      schema: {
        querystring: complaintTargetQuerySchema,
        response: { 200: complaintTargetResponseSchema },
        errors: { 404: ['not_found'] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { target: await complaintTarget(deps, request.site, request.viewer, request.query) };
    },
  );

  app.get(
    '/api/admin/complaints.php',
    {
      config: { access: 'staff' },
      schema: { querystring: adminComplaintsQuerySchema, response: { 200: adminComplaintsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return complaintsQueue(deps, request.site.id, request.query);
    },
  );

  app.get(
    '/api/admin/complaint.php',
    {
      config: { access: 'staff' },
      schema: {
        querystring: adminComplaintQuerySchema,
        response: { 200: adminComplaintResponseSchema },
        errors: { 404: ['not_found'] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { complaint: await complaintForStaff(deps, request.site.id, request.query.id) };
    },
  );

  app.post(
    '/api/admin/complaint.php',
    {
      config: { access: 'staff' },
      schema: {
        body: adminComplaintActionSchema,
        response: { 200: adminComplaintResponseSchema },
        errors: { 404: ['not_found'], 409: ['complaint_closed'] },
      },
    },
    async (request) => ({
      complaint: await actOnComplaint(deps, request.site, request.viewer.id, auditFor(request), request.body),
    }),
  );
};
