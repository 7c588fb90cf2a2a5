import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
});
export type HealthResponse = z.infer<typeof healthResponse>;
