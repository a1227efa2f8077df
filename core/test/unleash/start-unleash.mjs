// Starts a real Unleash server for the flag test: its own PostgreSQL database, fixed API tokens, and
// every outbound call (version check, telemetry) switched off.
import { start } from 'unleash-server';

const port = Number(process.env.UNLEASH_PORT);
await start({
  db: { ...parse(process.env.UNLEASH_DATABASE_URL), ssl: false, applicationName: 'unleash-test' },
  server: { host: '127.0.0.1', port, enableRequestLogger: false, gracefulShutdownEnable: true },
  logLevel: 'warn',
  versionCheck: { enable: false },
  telemetry: false,
  clientFeatureCaching: { enabled: false },
  authentication: {
    initApiTokens: [
      { environment: '*', projects: ['*'], secret: process.env.UNLEASH_ADMIN_TOKEN, type: 'admin', tokenName: 'tapin-admin' },
      {
        environment: 'development',
        projects: ['*'],
        secret: process.env.UNLEASH_CLIENT_TOKEN,
        type: 'backend',
        tokenName: 'tapin-server',
      },
    ],
  },
});

function parse(url) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: u.pathname.slice(1),
  };
}
