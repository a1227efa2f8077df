/**
 * The known-device token the server gave this browser at its last sign-in to each account, kept in
 * local storage `known_devices` (by the account's e-mail, across logouts) and sent with the next sign-in:
 * with it the right password works even while someone else's guesses have that e-mail throttled
 * (docs/decisions.md#accounts-seats-and-the-waitlist). It is not a credential on its own.
 */
export const KNOWN_DEVICES_KEY = 'known_devices';
/** Accounts remembered per browser; the least recently used goes first. */
const MAX_ACCOUNTS = 5;

type KnownDevices = Record<string, string>;

function read(): KnownDevices {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KNOWN_DEVICES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

const normalise = (email: string) => email.trim().toLowerCase();

/** The device token for the account with this e-mail, if this browser signed in to it before. */
export function knownDevice(email: string): string | undefined {
  const devices = read();
  const key = normalise(email);
  return Object.hasOwn(devices, key) ? devices[key] : undefined;
}

/** Keeps the device token from a sign-in (the most recent account last). */
export function rememberDevice(email: string, device: string): void {
  const key = normalise(email);
  const entries = Object.entries(read()).filter(([account]) => account !== key);
  entries.push([key, device]);
  localStorage.setItem(KNOWN_DEVICES_KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_ACCOUNTS))));
}
