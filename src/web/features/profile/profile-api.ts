import type { Profile, ProfileUpdate } from '../../../core/profile';
import { apiJson, apiResponse } from '../../lib/api-client';

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiJson('get', '/api/profile', { signal });
}

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiJson('put', '/api/profile', { body: update });
}

/** Everything we hold about the user, as the server's JSON file. */
export function fetchDataExport(): Promise<Response> {
  return apiResponse('get', '/api/profile/export');
}

/** Removes the user, their sessions, profile and saved searches; the password guards against a borrowed device. */
export async function deleteAccount(password: string): Promise<void> {
  await apiResponse('delete', '/api/account', { body: { password } });
}
