import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '../plugins/define-plugin.js';
import { createTestApp, type TestApp } from '../testing/index.js';

/** A plugin with console resources, behind a flag that is off by default. */
const shelves = definePlugin({
  name: 'shelves',
  flag: 'testingTools',
  description: 'x',
  admin: { resources: [{ name: 'shelves', label: 'Shelves' }, { name: 'shelf-items', label: 'Shelf items' }] },
});

/** A plugin without a flag of its own, one of whose resources is behind a tool's flag (devtools' exports). */
const tools = definePlugin({
  name: 'tools',
  flag: null,
  description: 'x',
  admin: { resources: [{ name: 'tool-exports', label: 'Exports', flag: 'developerMode' }] },
});

/** `GET /api/admin/resources`: what the console lists, from the `admin.resources` each module declares. */
describe('the console’s resources', () => {
  let app: TestApp;
  let adminToken: string;
  let ownerToken: string;
  const http = () => request(app.callback());
  const listed = async () =>
    (await http().get('/api/admin/resources').set('Authorization', `Bearer ${adminToken}`).expect(200)).body as { resources: Array<{ name: string; label: string }> };

  beforeAll(async () => {
    app = await createTestApp({ plugins: [shelves, tools] });
    ownerToken = (await http().post('/api/auth/register').send({ name: 'Maria Lopez', email: 'maria@cafesol.com', password: 'secret1' })).body.token;
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    adminToken = (await http().post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
  });
  afterAll(() => app.close());

  it('are the core modules’ resources, in load order, without those of a plugin that is off', async () => {
    expect((await listed()).resources).toEqual([
      { name: 'users', label: 'Users' },
      { name: 'waitlist', label: 'Waitlist' },
      { name: 'emails', label: 'Outbox' },
      { name: 'businesses', label: 'Businesses' },
      { name: 'audit', label: 'Audit trail' },
      { name: 'notifications', label: 'Notifications sent' },
    ]);
  });

  it('take in a plugin’s resources while its flag is on for the admin', async () => {
    app.kernel.cradle.flags.override('testingTools', true);
    try {
      expect((await listed()).resources.slice(-2)).toEqual([
        { name: 'shelves', label: 'Shelves' },
        { name: 'shelf-items', label: 'Shelf items' },
      ]);
    } finally {
      app.kernel.cradle.flags.override('testingTools', false);
    }
    expect((await listed()).resources.map((r) => r.name)).not.toContain('shelves');
  });

  it('take in a resource with a flag of its own only while that flag is on for the admin', async () => {
    app.kernel.cradle.flags.override('developerMode', true);
    try {
      expect((await listed()).resources.at(-1)).toEqual({ name: 'tool-exports', label: 'Exports' });
    } finally {
      app.kernel.cradle.flags.override('developerMode', false);
    }
    expect((await listed()).resources.map((r) => r.name)).not.toContain('tool-exports');
  });

  it('are for admins only', async () => {
    await http().get('/api/admin/resources').expect(401);
    await http().get('/api/admin/resources').set('Authorization', `Bearer ${ownerToken}`).expect(403);
  });
});
