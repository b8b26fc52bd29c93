/** A window in seconds and the requests one client may make to one path within it. */
interface Rule {
  window: number;
  max: number;
}

/**
 * Stricter limits, per client address and path, where guessing or mail flooding is the risk. Everything else
 * under /api/auth allows 100 requests a minute.
 */
export const authRateLimitRules: Record<string, Rule> = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 300, max: 3 },
  '/reset-password': { window: 300, max: 5 },
  '/send-verification-email': { window: 300, max: 3 },
  '/two-factor/verify-totp': { window: 60, max: 5 },
  '/two-factor/verify-backup-code': { window: 60, max: 5 },
  '/two-factor/enable': { window: 60, max: 5 },
  '/two-factor/disable': { window: 60, max: 5 },
};
