import { describe, expect, it } from 'vitest';
import { clientErrorReportSchema } from './api/client-errors';
import { clientErrorLimits } from './client-error-limits';
import { clientErrorReport } from './client-error-report';

describe('clientErrorReport', () => {
  it('takes the message, the stack and the page', () => {
    const error = new TypeError('x is undefined');
    error.stack = 'TypeError: x is undefined\n    at Page (page.tsx:1:1)';
    expect(clientErrorReport(error, '/results?from=BEG')).toEqual({
      message: 'x is undefined',
      stack: 'TypeError: x is undefined\n    at Page (page.tsx:1:1)',
      path: '/results?from=BEG',
    });
  });

  it('cuts each part to what the server takes, so a long one is still reported', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(50_000);
    const report = clientErrorReport(error, `/${'p'.repeat(2000)}`);
    expect(report.message).toHaveLength(clientErrorLimits.message);
    expect(report.stack).toHaveLength(clientErrorLimits.stack);
    expect(report.path).toHaveLength(clientErrorLimits.path);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('names an error with no message by its kind, and leaves out a stack it does not have', () => {
    const error = new RangeError('');
    error.stack = undefined;
    expect(clientErrorReport(error, '/')).toEqual({ message: 'RangeError', path: '/' });
  });
});
