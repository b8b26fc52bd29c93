import { z } from 'zod';
import { clientErrorLimits } from '../client-error-limits';

/** POST /api/client-errors: what the web's error boundary reports when a page fails to render. */
export const clientErrorReportSchema = z.strictObject({
  message: z.string().min(1).max(clientErrorLimits.message),
  stack: z
    .string()
    .max(clientErrorLimits.stack)
    .optional()
    .meta({ description: `The error's stack, cut to its first ${clientErrorLimits.stack} characters` }),
  path: z
    .string()
    .startsWith('/')
    .max(clientErrorLimits.path)
    .meta({ description: 'The page the visitor was on (path and query)' }),
  release: z
    .string()
    .max(clientErrorLimits.release)
    .optional()
    .meta({ description: 'The web build that ran, when the build names one' }),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
