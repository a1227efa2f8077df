import type { TestApp } from '@tapin/core/testing';

export interface SentMail {
  to: string;
  template: string;
  text: string;
}

export interface Mailbox {
  /** Every e-mail sent since the mailbox opened, oldest first. */
  sent: SentMail[];
  /** The token of the last link to `path` in an e-mail of this template to this address. */
  linkToken(to: string, template: string, path?: string): string;
}

/**
 * Keeps every e-mail the app sends as it was delivered (the outbox hides links and codes), so a test can
 * follow the links as the person who reads the mail would.
 */
export function openMailbox(app: TestApp): Mailbox {
  const sent: SentMail[] = [];
  const { mailer } = app.kernel.cradle;
  const send = mailer.send.bind(mailer);
  mailer.send = (message) => {
    sent.push({ to: message.to, template: message.email.template, text: message.email.text });
    return send(message);
  };
  return {
    sent,
    linkToken(to, template, path = '/auth/confirm-email') {
      const mail = sent.filter((m) => m.to === to && m.template === template).at(-1);
      if (!mail) throw new Error(`no ${template} e-mail to ${to}; sent: ${sent.map((m) => `${m.template}→${m.to}`).join(', ')}`);
      const url = mail.text.split(/\s+/).find((word) => word.includes(path));
      if (!url) throw new Error(`the ${template} e-mail to ${to} has no ${path} link`);
      return new URL(url).searchParams.get('token')!;
    },
  };
}
