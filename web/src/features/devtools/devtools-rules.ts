/** The rules of the logs page and developer mode (document 2, sections 2, 5 and 9). */

/** A log file's size as listed: KB with one decimal. */
export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The scrape test's address: trimmed, `https://` added when it does not start with http; null when empty. */
export function scrapeTestUrl(value: string): string | null {
  const url = value.trim();
  if (!url) return null;
  return /^http/i.test(url) ? url : `https://${url}`;
}

/** How much of the raw website content the scrape test shows. */
export const RAW_CONTENT_PREVIEW = 1000;
