import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  /** The message's headers, by lower-case name (as text). */
  headers: Record<string, string>;
}

export interface SmtpCaptureOptions {
  /** Refuse every recipient for good (550). */
  reject?: boolean;
  /** Answer every recipient "try again later" (451): a server that is there but cannot take mail now. */
  deferAll?: boolean;
  /** Listen on this port (default: any free one). */
  port?: number;
  /**
   * The first message to `to` is never answered, as by a stuck server: its sender waits until its own
   * timeout (or its end); the message is not kept. `onHeld` is told when it arrives.
   */
  hold?: { to: string; onHeld: () => void };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of e-mail delivery. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}) {
  const messages: CapturedMail[] = [];
  let held = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.reject) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      if (options.deferAll) return callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          if (options.hold && !held && to?.includes(options.hold.to)) {
            held = true;
            options.hold.onHeld();
            return;
          }
          const headers = Object.fromEntries(parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]));
          messages.push({ to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '', headers });
          callback();
        })
        .catch(callback);
    },
  });
  // A sender that dies mid-conversation (a worker killed on purpose) resets its connection: that is the
  // sender's story, not the server's. Anything else is a fault of the test server, and fails loudly.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
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
