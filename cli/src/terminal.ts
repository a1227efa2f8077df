/** True when prompts may be shown: a terminal on both ends and not in CI. */
export function isInteractive(): boolean {
  const ci = process.env.CI;
  return Boolean(process.stdin.isTTY && process.stdout.isTTY) && (!ci || ci === 'false' || ci === '0');
}
