/**
 * Every e-mail TAPin sends. Each template returns the text to deliver and the same text with its secret
 * (a sign-in link or code) hidden: the outbox keeps the hidden version, so reading the outbox never
 * lets anyone sign in as someone else.
 */
export type EmailTemplate =
  | 'welcome'
  | 'waitlist_confirmation'
  | 'spot_opened'
  | 'instant_access'
  | 'sign_in_code'
  | 'login_alert'
  | 'published';

export interface RenderedEmail {
  template: EmailTemplate;
  subject: string;
  text: string;
  /** Secrets to hide in the stored copy. */
  secrets?: string[];
}

const signature = '\n\n— The TAPin team';

export function welcomeEmail(name: string, appUrl: string): RenderedEmail {
  return {
    template: 'welcome',
    subject: 'Welcome to the TAPin Pioneer beta',
    text:
      `Hi ${name},\n\nYou're in: your seat in the TAPin Pioneer beta is confirmed.\n\n` +
      `What's next:\n` +
      `  1. Create your business profile\n` +
      `  2. Upload your business card or enter your website, and we'll fill in the details\n` +
      `  3. Publish to the directory and connect with other local businesses\n\n` +
      `Start here: ${appUrl}/dashboard${signature}`,
  };
}

export function waitlistEmail(name: string, position: number): RenderedEmail {
  return {
    template: 'waitlist_confirmation',
    subject: `You're #${position} on the TAPin waitlist`,
    text:
      `Hi ${name},\n\nWe've reached our beta limit, so you're on the waitlist at position #${position}.\n\n` +
      `We'll e-mail you as soon as a spot opens up, with a link that signs you straight in. ` +
      `Waitlisted members get priority access and early features.${signature}`,
  };
}

export function spotOpenedEmail(name: string, link: string, hours: number): RenderedEmail {
  return {
    template: 'spot_opened',
    subject: 'A spot opened up: welcome to TAPin',
    text:
      `Hi ${name},\n\nGood news: a spot in the TAPin Pioneer beta opened up and it's yours.\n\n` +
      `Sign in instantly with this link (it works once, for ${hours} hours):\n${link}\n\n` +
      `You can also sign in with the e-mail and password you registered with.${signature}`,
    secrets: [link],
  };
}

export function instantAccessEmail(name: string, link: string, hours: number): RenderedEmail {
  return {
    template: 'instant_access',
    subject: 'Your TAPin sign-in link',
    text:
      `Hi ${name},\n\nUse this link to sign in to TAPin (it works once, for ${hours} hours):\n${link}\n\n` +
      `If you didn't ask for it, you can ignore this e-mail.${signature}`,
    secrets: [link],
  };
}

export function signInCodeEmail(name: string, code: string, minutes: number): RenderedEmail {
  return {
    template: 'sign_in_code',
    subject: `${code} is your TAPin sign-in code`,
    text:
      `Hi ${name},\n\nYour sign-in code is ${code}. It expires in ${minutes} minutes.\n\n` +
      `If you weren't signing in, change your password in Settings → Security.${signature}`,
    secrets: [code],
  };
}

export function loginAlertEmail(name: string, when: Date, address: string | null, userAgent: string | null): RenderedEmail {
  return {
    template: 'login_alert',
    subject: 'New sign-in to your TAPin account',
    text:
      `Hi ${name},\n\nYour account was just signed in to.\n\n` +
      `  When: ${when.toUTCString()}\n` +
      (address ? `  From: ${address}\n` : '') +
      (userAgent ? `  Device: ${userAgent}\n` : '') +
      `\nIf this wasn't you, change your password in Settings → Security.${signature}`,
  };
}

export function publishedEmail(name: string, businessName: string, appUrl: string): RenderedEmail {
  return {
    template: 'published',
    subject: `${businessName} is live in the Tampa Business Directory`,
    text:
      `Hi ${name},\n\n${businessName} is now published in the Tampa Business Directory, where local businesses and ` +
      `customers can find you.\n\nSee it here: ${appUrl}/directory\n\n` +
      `As a Pioneer you can also add AI-generated promotions from your business profile.${signature}`,
  };
}

/** The stored copy: each secret replaced. */
export function hideSecrets(email: RenderedEmail): { subject: string; text: string } {
  let { subject, text } = email;
  for (const secret of email.secrets ?? []) {
    subject = subject.replaceAll(secret, '[hidden]');
    text = text.replaceAll(secret, '[hidden]');
  }
  return { subject, text };
}
