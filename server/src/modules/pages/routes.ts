import { companyInfoResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { getCompanyInfo } from './company-info.ts';

export const pagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/companyinfo.php',
    { schema: { response: { 200: companyInfoResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { companyinfo: await getCompanyInfo(deps.db) };
    },
  );
};
