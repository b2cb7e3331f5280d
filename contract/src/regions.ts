import { z } from 'zod';
import { REGION_TERMS } from './region-terms.ts';

// Schemas apart from the constants: the web bundle imports the constants without zod.
export const regionSchema = z.object({ code: z.string(), name: z.string() });
export const countryRegionsSchema = z.object({ term: z.enum(REGION_TERMS), regions: z.array(regionSchema) });
export const regionsResponseSchema = z.object({ regions: z.record(z.string(), countryRegionsSchema) });
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;

/** GET /api/regions.php: `locale` names the regions in that language (else the locale cookie's, else the site's). */
export const regionsQuerySchema = z.object({ locale: z.string().optional() }).strict();
