import type { Profile } from '../../../core/profile';

export const anaProfile: Profile = {
  id: 'user-1',
  email: 'ana@example.com',
  emailVerified: true,
  twoFactorEnabled: false,
  fullName: 'Ana Traveller',
  preferredCurrency: 'EUR',
  preferredLanguage: 'en',
};
