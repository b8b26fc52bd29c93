/**
 * How much of a crash report is kept: enough to find the failing code, too little to fill the logs. In a file
 * of its own, not beside the schema, so the error boundary that builds reports brings no zod to the first page.
 */
export const clientErrorLimits = { message: 1000, stack: 4000, path: 500, release: 100 } as const;
