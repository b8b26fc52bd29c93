import { fetchDataExport } from './profile-api';

const fallbackFileName = 'tripfit-data.json';

/** The file name the server suggests in Content-Disposition, if any. */
function attachmentFileName(contentDisposition: string | null): string {
  const name = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1]?.trim();
  return name || fallbackFileName;
}

/**
 * Downloads the data export as a file. Fetching it (rather than following a link) keeps the session cookie on a
 * same-origin request and lets the page report a failure.
 */
export async function downloadDataExport(): Promise<void> {
  const response = await fetchDataExport();
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachmentFileName(response.headers.get('content-disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
