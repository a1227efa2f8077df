import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of e-mail delivery. */
export async function startSmtpCapture(options: { reject?: boolean } = {}) {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.reject) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          messages.push({ to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The last message to an address (throws when there is none). */
    lastTo(address: string): CapturedMail {
      const found = messages.filter((m) => m.to.includes(address)).at(-1);
      if (!found) throw new Error(`no e-mail to ${address}; got: ${messages.map((m) => `${m.to} ${m.subject}`).join(' | ')}`);
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Pulls the instant access token out of an e-mailed link. */
export function tokenFromLink(text: string): string {
  const match = /\/auth\/instant\?token=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`no sign-in link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

/** Pulls a six-digit sign-in code out of an e-mail. */
export function codeFrom(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}
