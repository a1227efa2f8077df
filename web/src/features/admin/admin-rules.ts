/** Formatting of the admin dashboard's figures (all from the server's records). */

/** "2d 3h 4m", "3h 4m", "4m": how long the server has run. */
export function uptimeLabel(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days) return `${days}d ${hours}h ${minutes}m`;
  if (hours) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

/** Bytes in KB or MB with one decimal ("12.5 KB", "3.2 MB"). */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The growth rate as the summary row shows it: the server's percentage with its sign kept. */
export function growthLabel(rate: number): string {
  return `${rate.toFixed(1)}%`;
}
