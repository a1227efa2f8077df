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
  | 'published'
  | 'rejected'
  | 'confirm_email'
  | 'confirm_email_change'
  | 'email_change_requested'
  | 'seat_released'
  | 'claim'
  | 'notification'
  | 'announcement'
  | 'weekly_report'
  | 'profile_views';

export interface RenderedEmail {
  template: EmailTemplate;
  subject: string;
  text: string;
  /** Secrets to hide in the stored copy. */
  secrets?: string[];
  /** Headers to send with it (List-Unsubscribe). */
  headers?: Record<string, string>;
}

const signature = '\n\n— The TAPin team';

/** The confirmation paragraph of the e-mails that start a seat (docs/decisions.md#accounts-seats-and-the-waitlist). */
function confirmParagraph(link: string, hours: number): string {
  return `Please confirm your e-mail address within ${hours} hours to keep your seat (the link works once):\n${link}\n\n`;
}

export function welcomeEmail(name: string, appUrl: string, confirmLink: string, confirmHours: number): RenderedEmail {
  return {
    template: 'welcome',
    subject: 'Welcome to the TAPin Pioneer beta',
    text:
      `Hi ${name},\n\nYou're in: your seat in the TAPin Pioneer beta is confirmed.\n\n` +
      confirmParagraph(confirmLink, confirmHours) +
      `What's next:\n` +
      `  1. Create your business profile\n` +
      `  2. Upload your business card or enter your website, and we'll fill in the details\n` +
      `  3. Publish to the directory and connect with other local businesses\n\n` +
      `Start here: ${appUrl}/dashboard${signature}`,
    secrets: [confirmLink],
  };
}

/** Settings → "Send the confirmation again". */
export function confirmEmail(name: string, link: string, hours: number): RenderedEmail {
  return {
    template: 'confirm_email',
    subject: 'Confirm your e-mail address for TAPin',
    text:
      `Hi ${name},\n\nPlease confirm that this is your e-mail address for TAPin (the link works once, for ${hours} hours):\n${link}\n\n` +
      `If you didn't ask for it, you can ignore this e-mail.${signature}`,
    secrets: [link],
  };
}

/** To the new address of an e-mail change: the change happens only when this link is used. */
export function emailChangeConfirmEmail(name: string, link: string, hours: number): RenderedEmail {
  return {
    template: 'confirm_email_change',
    subject: 'Confirm your new e-mail address for TAPin',
    text:
      `Hi ${name},\n\nYou asked to sign in to TAPin with this e-mail address from now on. ` +
      `Confirm it with this link (it works once, for ${hours} hours):\n${link}\n\n` +
      `Until then, your account keeps its current address. If you didn't ask for this, ignore this e-mail.${signature}`,
    secrets: [link],
  };
}

/** To the old address of an e-mail change. */
export function emailChangeRequestedEmail(name: string, newEmail: string): RenderedEmail {
  return {
    template: 'email_change_requested',
    subject: 'Your TAPin e-mail address is about to change',
    text:
      `Hi ${name},\n\nSomeone signed in to your TAPin account asked to change its e-mail address to ${newEmail}. ` +
      `The change happens only when the link we sent to that address is used.\n\n` +
      `If this wasn't you, change your password in Settings → Security.${signature}`,
  };
}

/** An unconfirmed seat went to the next in line; the account waits at the end of the line. */
export function seatReleasedEmail(name: string, position: number, confirmLink: string, hours: number): RenderedEmail {
  return {
    template: 'seat_released',
    subject: `Your TAPin seat went to the next in line: you're #${position} on the waitlist`,
    text:
      `Hi ${name},\n\nYour e-mail address was not confirmed in time, so your seat in the TAPin Pioneer beta went to ` +
      `the next person in line. Your account and your businesses are kept, and you're #${position} on the waitlist.\n\n` +
      `Confirm your e-mail address to keep your place and get the next free seat (the link works once, for ${hours} hours):\n${confirmLink}${signature}`,
    secrets: [confirmLink],
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

export function spotOpenedEmail(name: string, link: string, hours: number, confirm: { link: string; hours: number } | null): RenderedEmail {
  return {
    template: 'spot_opened',
    subject: 'A spot opened up: welcome to TAPin',
    text:
      `Hi ${name},\n\nGood news: a spot in the TAPin Pioneer beta opened up and it's yours.\n\n` +
      `Sign in instantly with this link (it works once, for ${hours} hours):\n${link}\n\n` +
      (confirm ? confirmParagraph(confirm.link, confirm.hours) : '') +
      `You can also sign in with the e-mail and password you registered with.${signature}`,
    secrets: confirm ? [link, confirm.link] : [link],
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

export function rejectedEmail(name: string, businessName: string, reason: string | null, appUrl: string): RenderedEmail {
  return {
    template: 'rejected',
    subject: `${businessName} was not approved for the Tampa Business Directory`,
    text:
      `Hi ${name},\n\nAn admin reviewed ${businessName} and did not approve it, so it is not shown in the Tampa Business ` +
      `Directory for now.\n\n${reason ? `The reason given: ${reason}\n\n` : ''}` +
      `You can update your profile and it will be reviewed again: ${appUrl}/dashboard${signature}`,
  };
}

/**
 * A customer's claim, e-mailed to them from its page (docs/decisions.md#claims-and-redemptions): the
 * offer, the code to show at the counter, until when, and the claim's page. The code and the page are the
 * claim's key, so the outbox keeps neither.
 */
export function claimEmail(claim: { code: string; title: string; terms: string; businessName: string; validUntil: string; url: string }): RenderedEmail {
  return {
    template: 'claim',
    subject: `Your offer from ${claim.businessName}: ${claim.title}`,
    text:
      `Your code for "${claim.title}" at ${claim.businessName}:\n\n    ${claim.code}\n\n` +
      `Show it at the counter, or open your claim with its QR code: ${claim.url}\n\n` +
      `Valid until ${claim.validUntil}. One use.\n\nTerms: ${claim.terms}\n\n` +
      `You got this e-mail because you asked for it on the claim's page. Your address is used for nothing else.${signature}`,
    secrets: [claim.url, claim.code],
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

/**
 * A notification by e-mail (docs/decisions.md#notifications): what happened, where to see it, and at the
 * foot why the owner got it and a link that stops exactly that kind. The link is also in the headers for
 * mail apps' one-click unsubscribe (RFC 8058), and hidden in the stored copy (it works without signing in).
 */
export function notificationEmail(name: string, notice: { title: string; body: string; link: string | null }, appUrl: string, why: UnsubscribeFoot): RenderedEmail {
  const see = notice.link ? `\n\nSee it in TAPin: ${appUrl}${notice.link}` : '';
  return withUnsubscribe({ template: 'notification', subject: notice.title, text: `Hi ${name},\n\n${notice.title}.\n\n${notice.body}${see}${signature}` }, appUrl, why);
}

/** Why an e-mail a setting sends came, and the link that switches that setting off. */
interface UnsubscribeFoot {
  setting: string;
  unsubscribeLink: string;
}

/** The foot of an e-mail a setting sends, and its one-click unsubscribe headers (RFC 8058); the link is hidden in the outbox. */
function withUnsubscribe(email: RenderedEmail, appUrl: string, why: UnsubscribeFoot): RenderedEmail {
  return {
    ...email,
    text:
      `${email.text}\n\n--\nYou got this e-mail because "${why.setting}" is on in your TAPin notification settings (${appUrl}/settings).\n` +
      `Stop these e-mails with one click: ${why.unsubscribeLink}`,
    secrets: [...(email.secrets ?? []), why.unsubscribeLink],
    headers: { 'List-Unsubscribe': `<${why.unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** An admin's announcement (Marketing Emails), with the same foot as a notification's. */
export function announcementEmail(name: string, announcement: { subject: string; body: string }, appUrl: string, why: UnsubscribeFoot): RenderedEmail {
  return withUnsubscribe({ template: 'announcement', subject: announcement.subject, text: `Hi ${name},\n\n${announcement.body}${signature}` }, appUrl, why);
}

/** A figure against the week before, in words: "12 (up from 9)". */
function change(week: number, before: number): string {
  if (week === before) return `${week} (as the week before)`;
  return `${week} (${week > before ? 'up' : 'down'} from ${before})`;
}

/** Weekly Reports: each published business's week, figure by figure, against the week before. */
export function weeklyReportEmail(
  name: string,
  businesses: Array<{ name: string; figures: Array<{ label: string; week: number; before: number }> }>,
  week: { first: string; last: string },
  appUrl: string,
  why: UnsubscribeFoot,
): RenderedEmail {
  const sections = businesses.map((b) => `${b.name}\n${b.figures.map((f) => `  ${f.label}: ${change(f.week, f.before)}`).join('\n')}`).join('\n\n');
  return withUnsubscribe(
    {
      template: 'weekly_report',
      subject: `Your TAPin week, ${week.first} to ${week.last}`,
      text: `Hi ${name},\n\nHere is your week from ${week.first} to ${week.last}, against the week before.\n\n${sections}\n\nSee more on each business's Analytics tab: ${appUrl}/dashboard${signature}`,
    },
    appUrl,
    why,
  );
}

/** Profile Views: yesterday's views of each business with any, against the day before. */
export function profileViewsEmail(
  name: string,
  businesses: Array<{ name: string; figures: Array<{ label: string; week: number; before: number }> }>,
  day: { first: string },
  appUrl: string,
  why: UnsubscribeFoot,
): RenderedEmail {
  const lines = businesses.map((b) => `  ${b.name}: ${b.figures.map((f) => `${f.week} ${f.week === 1 ? f.label.toLowerCase().replace(/s$/, '') : f.label.toLowerCase()} (${f.before} the day before)`).join(', ')}`).join('\n');
  return withUnsubscribe(
    {
      template: 'profile_views',
      subject: `Your profile views on ${day.first}`,
      text: `Hi ${name},\n\nPeople looked at your business on ${day.first}:\n\n${lines}\n\nSee more on each business's Analytics tab: ${appUrl}/dashboard${signature}`,
    },
    appUrl,
    why,
  );
}
