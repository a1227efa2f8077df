import { knownDeviceIn, rememberDeviceIn } from '@tapin/core/contracts';

/**
 * This browser's known-device tokens, in local storage (the shared contract: @tapin/core/contracts,
 * known-devices.ts; the console keeps and sends the same ones).
 */
export { KNOWN_DEVICES_KEY } from '@tapin/core/contracts';

/** The device token for the account with this e-mail, if this browser signed in to it before. */
export const knownDevice = (email: string): string | undefined => knownDeviceIn(localStorage, email);

/** Keeps the device token from a sign-in (the most recent account last). */
export const rememberDevice = (email: string, device: string): void => rememberDeviceIn(localStorage, email, device);
