import { z } from 'zod';

/** Every error the API returns has this body, with a 4xx status (5xx only for real faults). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The request's id in the server's log lines: a person quotes it to support. */
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
