export const PHOTO_ORIGINS_EXPECTED =
  'a comma-separated list of https origins (no path, query or credentials) such as ' +
  'https://photos.example.com,https://cdn.example.net';

/**
 * Reads HOTEL_PHOTO_ORIGINS, the hosts the CSP lets hotel photos load from. Only bare https origins: each goes
 * into img-src as it is, where a path would narrow it unexpectedly and http would allow mixed content.
 */
export function parsePhotoOrigins(value: string): { origins: string[] } | { problem: string } {
  const origins: string[] = [];
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    const problem = originProblem(entry);
    if (problem) return { problem: `${JSON.stringify(entry)} ${problem}` };
    // As the URL standard writes it (lower case, no default port), as browsers compare it.
    origins.push(new URL(entry).origin);
  }
  return { origins };
}

function originProblem(entry: string): string | undefined {
  if (entry === '') return 'is empty';
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'is not https';
  if (url.username || url.password) return 'has credentials';
  if (url.pathname !== '/' || /[?#]/.test(entry)) return 'has a path, query or fragment';
  if (url.hostname.includes('*')) return 'has a wildcard';
  return undefined;
}
