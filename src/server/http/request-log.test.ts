import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-log';

describe('loggedPath', () => {
  it('masks the token of a password reset link', () => {
    expect(loggedPath('/api/auth/reset-password/Qpx7MvRYQ5hVcWK8FPRxlNjp')).toBe(
      '/api/auth/reset-password/[token]',
    );
  });

  it('leaves other paths as they are', () => {
    for (const path of ['/api/auth/reset-password', '/api/saved-searches/5f1c', '/api/auth/verify-email']) {
      expect(loggedPath(path)).toBe(path);
    }
  });
});
