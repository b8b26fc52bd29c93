import { createAuthClient } from 'better-auth/client';
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';

/**
 * The Better Auth client for our server's /api/auth. About 12 kB gzip, so only the auth page imports it up front;
 * the profile's two-factor dialogs load it when opened, and the header reads the session with a plain fetch
 * (features/auth/fetch-session). Wrap its calls in authCall (./auth-call).
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  // Better Auth keeps the fetch it finds at creation; looking it up per call lets tests stub it like every call.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
  plugins: [
    twoFactorClient(),
    // Sign-up also carries the profile's preferences (product.md §2 Auth page); the server stores them in the profile.
    inferAdditionalFields({
      user: {
        preferredCurrency: { type: 'string', required: false },
        preferredLanguage: { type: 'string', required: false },
      },
    }),
  ],
});
