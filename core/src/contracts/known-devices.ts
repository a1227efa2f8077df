/**
 * The client's half of the known-device contract (`device` in `loginInput`, `signInCodeInput`,
 * `instantAccessInput` and in `SignInResult`): the token the server gave a browser at its last sign-in to
 * each account, kept in the browser's storage under `known_devices` (by the account's e-mail, across
 * logouts) and sent with the next sign-in to that account. With it the right password works even while
 * someone else's guesses have that e-mail throttled (docs/decisions.md#accounts-seats-and-the-waitlist).
 * It is not a credential on its own. The owner app and the console share one origin, so one store: a
 * browser known to an account is known wherever that account signs in.
 */
export const KNOWN_DEVICES_KEY = 'known_devices';
/** Accounts remembered per browser; the least recently used goes first. */
const MAX_ACCOUNTS = 5;

/** Where the tokens are kept: the browser's `localStorage` (or a stand-in in tests). */
export interface DeviceStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

type KnownDevices = Record<string, string>;

function read(store: DeviceStore): KnownDevices {
  try {
    const parsed: unknown = JSON.parse(store.getItem(KNOWN_DEVICES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

const normalise = (email: string) => email.trim().toLowerCase();

/** The device token for the account with this e-mail, if this browser signed in to it before. */
export function knownDeviceIn(store: DeviceStore, email: string): string | undefined {
  const devices = read(store);
  const key = normalise(email);
  return Object.hasOwn(devices, key) ? devices[key] : undefined;
}

/** Keeps the device token from a sign-in (the most recent account last). */
export function rememberDeviceIn(store: DeviceStore, email: string, device: string): void {
  const key = normalise(email);
  const entries = Object.entries(read(store)).filter(([account]) => account !== key);
  entries.push([key, device]);
  store.setItem(KNOWN_DEVICES_KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_ACCOUNTS))));
}
