import { createTestApp, TestClock, type TestApp, type TestAppOptions } from '@tapin/core/testing';
import { asValue } from 'awilix';
import request from 'supertest';

/** Every password hash the app verified, in order (a dummy, a waitlist entry's or an account's). */
export interface HashLog {
  verified: string[];
}

/** The secrets (codes, links) of every e-mail the app sent, by recipient, newest last. */
export type SecretLog = Map<string, string[]>;

/**
 * A real app whose password hasher and mailer are wrapped (through the container's `override`) so a
 * test can count the argon2 verifications each request makes, without timing anything, and read the
 * codes it e-mails.
 */
export async function signInApp(options: TestAppOptions = {}): Promise<{ app: TestApp; clock: TestClock; hashes: HashLog; secrets: SecretLog }> {
  const clock = new TestClock();
  const hashes: HashLog = { verified: [] };
  const secrets: SecretLog = new Map();
  const app = await createTestApp({
    clock,
    ...options,
    override(container) {
      const real = container.resolve('passwords');
      const counting = Object.create(real) as typeof real;
      counting.verify = (hash, password) => {
        hashes.verified.push(String(hash));
        return real.verify(hash, password);
      };
      const mailer = container.resolve('mailer');
      const reading = Object.create(mailer) as typeof mailer;
      reading.send = (message) => {
        secrets.set(message.to, [...(secrets.get(message.to) ?? []), ...(message.email.secrets ?? [])]);
        return mailer.send(message);
      };
      container.register({ passwords: asValue(counting), mailer: asValue(reading) });
    },
  });
  return { app, clock, hashes, secrets };
}

export function client(app: TestApp) {
  const http = () => request(app.callback());
  return {
    http,
    register: (email: string, password = 'secret1', name = 'Pat Owner') => http().post('/api/auth/register').send({ name, email, password }),
    login: (email: string, password: string, extra: Record<string, unknown> = {}, ip?: string) => {
      const req = http().post('/api/auth/login');
      if (ip) req.set('X-Forwarded-For', ip);
      return req.send({ email, password, ...extra });
    },
    me: (token: string) => http().get('/api/user').set('Authorization', `Bearer ${token}`),
  };
}
