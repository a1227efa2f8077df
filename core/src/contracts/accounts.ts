/**
 * The accounts API's input schemas, with the product's own messages, and the shapes it answers with.
 * Browser-safe (zod and the shared rules only): the server validates with them and the web forms reuse
 * them, so both say the same thing.
 */
import { accountRules, sessionTimeouts } from '@tapin/config/rules';
import { z } from 'zod';

const nameMessage = `Name must be at least ${accountRules.nameMinLength} characters`;
const emailMessage = 'Please enter a valid email address';
const passwordMessage = `Password must be at least ${accountRules.passwordMinLength} characters`;

/** Roles stored on a user. Other values may exist in the data and get no privileges. */
export type Role = 'admin' | 'business_owner' | (string & {});

/** A user as the API returns it (never the password hash). */
export interface PublicUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
}

/** `GET /api/beta`: the size of the beta, the seats left and the AI allowance per business. */
export interface BetaFacts {
  betaLimit: number;
  seatsRemaining: number;
  aiGenerationLimit: number;
}

export const nameField = z
  .string({ error: nameMessage })
  .trim()
  .min(accountRules.nameMinLength, { error: nameMessage })
  .max(accountRules.nameMaxLength, { error: `Name must be at most ${accountRules.nameMaxLength} characters` });

/** E-mail addresses are compared trimmed and case-insensitively, so they are stored that way. */
export const emailField = z
  .string({ error: emailMessage })
  .trim()
  .toLowerCase()
  .max(accountRules.emailMaxLength, { error: emailMessage })
  .pipe(z.email({ error: emailMessage }));

export const newPasswordField = z
  .string({ error: passwordMessage })
  .min(accountRules.passwordMinLength, { error: passwordMessage })
  .max(accountRules.passwordMaxLength, { error: `Password must be at most ${accountRules.passwordMaxLength} characters` });

const passwordRequired = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(accountRules.passwordMaxLength, { error: 'Password is required' });

export const registerInput = z.object({ name: nameField, email: emailField, password: newPasswordField });
export type RegisterInput = z.infer<typeof registerInput>;
export type RegisterRequest = z.input<typeof registerInput>;

/**
 * The known-device token a browser got at its last sign-in to this account (`device` in the answer);
 * with it the right password works while the e-mail address is throttled.
 */
const deviceField = z
  .string({ error: 'device must be the device token from an earlier sign-in' })
  .max(200, { error: 'device must be the device token from an earlier sign-in' })
  .optional();

export const loginInput = z.object({ email: emailField, password: passwordRequired, device: deviceField });
export type LoginInput = z.infer<typeof loginInput>;
export type LoginRequest = z.input<typeof loginInput>;

export const signInCodeInput = z.object({
  challenge: z.string({ error: 'challenge is required' }).min(10).max(100),
  code: z
    .string({ error: 'Enter the 6-digit code from the e-mail' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the e-mail' }),
  device: deviceField,
});
export type SignInCodeRequest = z.input<typeof signInCodeInput>;

export const instantAccessInput = z.object({
  token: z.string({ error: 'token is required' }).trim().min(10, { error: 'This sign-in link is not valid' }).max(200),
  device: deviceField,
});
export type InstantAccessRequest = z.input<typeof instantAccessInput>;

export const instantLinkRequestInput = z.object({ email: emailField });

/** `POST /api/auth/confirm-email`: the token of an e-mailed confirmation link. */
export const confirmEmailInput = z.object({
  token: z.string({ error: 'token is required' }).trim().min(10, { error: 'This confirmation link is not valid' }).max(200),
});
export type ConfirmEmailRequest = z.input<typeof confirmEmailInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string().max(accountRules.passwordMaxLength).optional(),
  newPassword: newPasswordField,
});

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));


/** `http(s)://` and then, with no spaces, something with a dot inside it (`example.com/…`). */
function isWebAddress(value: string): boolean {
  const rest = /^https?:\/\/(\S+)$/i.exec(value)?.[1];
  if (!rest) return false;
  const dot = rest.indexOf('.', 1);
  return dot > 0 && dot < rest.length - 1;
}
export const profileSettingsInput = z.object({
  name: nameField,
  email: emailField,
  phone: optionalText(40, 'Phone'),
  company: optionalText(120, 'Company'),
  website: optionalText(300, 'Website').refine((v) => v === null || isWebAddress(v), {
    error: 'Website must be a web address starting with http:// or https://',
  }),
  /** Needed to change the sign-in e-mail address. */
  currentPassword: z.string().max(accountRules.passwordMaxLength).optional(),
});
export type ProfileSettingsInput = z.infer<typeof profileSettingsInput>;

const toggle = (name: string) => z.boolean({ error: `${name} must be true or false` });

export const notificationSettingsInput = z.object({
  emailNotifications: toggle('emailNotifications'),
  pushNotifications: toggle('pushNotifications'),
  marketingEmails: toggle('marketingEmails'),
  weeklyReports: toggle('weeklyReports'),
  profileViews: toggle('profileViews'),
  newConversions: toggle('newConversions'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsInput>;

export const securitySettingsInput = z.object({
  twoFactorEnabled: toggle('twoFactorEnabled'),
  loginAlerts: toggle('loginAlerts'),
  sessionTimeout: z.enum(sessionTimeouts, { error: 'sessionTimeout must be one of 15, 30, 60, 120 or never' }),
});
export type SecuritySettingsInput = z.infer<typeof securitySettingsInput>;

/** The roles an account can have. */
export const roles = ['admin', 'business_owner'] as const;

export const roleInput = z.object({
  role: z.enum(roles, { error: 'role must be admin or business_owner' }),
});

// ----- what the API returns -----

/** `POST /api/auth/register`: a seat (signed in at once) or a place on the waitlist. */
export type RegistrationResult =
  | { status: 'accepted'; token: string; user: PublicUser }
  | { status: 'waitlist'; position: number; message: string };

/**
 * Sign-in, its second step and instant links: a session and the known-device token to send with later
 * sign-ins, or (two-step sign-in) a code to ask for.
 */
export type SignInResult =
  | { status: 'signed_in'; token: string; user: PublicUser; device: string }
  | { status: 'code_required'; challenge: string; message: string };

export type SignedIn = Extract<SignInResult, { status: 'signed_in' }>;

/** `GET /api/user/email-confirmation`: where the caller's address stands (docs/decisions.md#accounts-seats-and-the-waitlist). */
export interface EmailConfirmationStatus {
  email: string;
  confirmed: boolean;
  /** An unconfirmed seat may go to the next in line after this time; null = no deadline. */
  confirmBy: string | null;
  /** An e-mail change waiting for its link to be used. */
  pendingEmail: string | null;
}

/** `GET /api/settings/profile`. */
export interface ProfileSettings {
  name: string;
  email: string;
  /** A new address waiting for confirmation from its mailbox; `email` changes only then. */
  pendingEmail: string | null;
  phone: string | null;
  company: string | null;
  website: string | null;
  logoUrl: string | null;
}

/** `GET /api/settings/security`. */
export interface SecuritySettings extends SecuritySettingsInput {
  passwordLastChanged: string | null;
}
