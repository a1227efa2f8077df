import { apiResponse } from './api';

/** Hands bytes to the browser as a download named `fileName` (a link to an object URL, clicked once). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

/**
 * Saves what an authenticated GET answers as a file (a log, an export): a plain link cannot carry the
 * bearer token, so the bytes are fetched and handed to the browser as a download named `fileName`.
 * Only the screens that download import it, so it stays out of the first load.
 */
export async function apiDownload(url: string, fileName: string): Promise<void> {
  saveBlob(await (await apiResponse('GET', url)).blob(), fileName);
}
