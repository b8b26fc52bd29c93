import type { Profile, ProfileUpdate } from '../../../core/profile';
import { apiJson, apiResponse, apiSend } from '../../lib/api-client';

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiJson<Profile>('/api/profile', { signal });
}

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiJson<Profile>('/api/profile', { method: 'PUT', body: update });
}

/** Everything we hold about the user, as the server's JSON file. */
export function fetchDataExport(): Promise<Response> {
  return apiResponse('/api/profile/export');
}

/** Removes the user, their sessions, profile and saved searches; the password guards against a borrowed device. */
export function deleteAccount(password: string): Promise<void> {
  return apiSend('/api/account', { method: 'DELETE', body: { password } });
}
