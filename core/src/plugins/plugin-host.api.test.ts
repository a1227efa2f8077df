import { asClass, asValue } from 'awilix';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { callers, fixtureAuthenticator, lifecycle, NoteService, notesPlugin } from '../../test/fixtures/notes-plugin.js';
import { definePlugin, type PluginName } from './define-plugin.js';
import { createTestApp, type TestApp } from '../testing/index.js';

const owner = 'Bearer owner-token';
const admin = 'Bearer admin-token';

describe('the plugin host', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start() {
    app = await createTestApp({
      plugins: [notesPlugin],
      override: (c) => c.register({ authenticator: asValue(fixtureAuthenticator) }),
    });
    return app;
  }

  it('registers, migrates, bootstraps and mounts in that order, and destroys on close', async () => {
    lifecycle.length = 0;
    const started = await start();
    expect(lifecycle).toEqual(['register', 'migrate', 'bootstrap', 'routes']);
    const status = await started.kernel.migrationStatus();
    expect(status.find((s) => s.owner === 'notes')).toMatchObject({
      table: 'notes_migrations',
      completed: ['001_create_notes_items'],
      pending: [],
    });
    await started.close();
    app = undefined;
    expect(lifecycle.at(-1)).toBe('destroy');
  });

  it('keeps the routes of a plugin whose flag is off hidden as if absent (404), and shows them when it is switched on, without a restart', async () => {
    const { flags } = (await start()).kernel.cradle;
    const http = () => request(app!.callback());
    const absent = await http().get('/api/notes').expect(404);
    expect(absent.body).toEqual({ message: 'Not found' });
    await http().post('/api/notes').set('Authorization', owner).send({ title: 'x' }).expect(404);

    flags.override('testingTools', true);
    await http().get('/api/notes').expect(200, []);

    flags.override('testingTools', false);
    await http().get('/api/notes').expect(404);
  });

  it('gives routes their services from the container and their own tables', async () => {
    (await start()).kernel.cradle.flags.override('testingTools', true);
    const http = () => request(app!.callback());
    const created = await http().post('/api/notes').set('Authorization', owner).send({ title: '  Buy coffee beans ' }).expect(201);
    expect(created.body).toEqual({ id: 1, title: 'Buy coffee beans', authorId: callers['owner-token']!.id });
    await http().get('/api/notes/1').expect(200, created.body);
    await http().get('/api/notes/2').expect(404, { message: 'Note not found' });
    await http().get('/api/notes/not-a-number').expect(404, { message: 'Not found' });
  });

  it('enforces each route’s access rule: 401 anonymous, 403 not admin', async () => {
    (await start()).kernel.cradle.flags.override('testingTools', true);
    const http = () => request(app!.callback());
    await http().post('/api/notes').send({ title: 'x' }).expect(401, { message: 'Authentication required' });
    await http().post('/api/notes').set('Authorization', 'Bearer forged').send({ title: 'x' }).expect(401);
    await http().get('/api/notes-admin/summary').expect(401);
    await http().get('/api/notes-admin/summary').set('Authorization', owner).expect(403, { message: 'Admin access required' });
    await http().get('/api/notes-admin/summary').set('Authorization', admin).expect(200, { count: 0 });
  });

  it('gates a route behind its own narrower flag as well as the plugin’s', async () => {
    const { flags } = (await start()).kernel.cradle;
    const http = () => request(app!.callback());
    flags.override('testScraping', true);
    await http().get('/api/notes-lab/experiment').expect(404); // plugin flag still off
    flags.override('testingTools', true);
    await http().get('/api/notes-lab/experiment').expect(200, { experiment: true });
    flags.override('testScraping', false);
    await http().get('/api/notes-lab/experiment').expect(404);
  });

  it('evaluates flags with the caller’s role, so a route can be open to admins only', async () => {
    const { flags } = (await start()).kernel.cradle;
    flags.override('testingTools', {
      enabled: true,
      strategies: [{ name: 'default', parameters: {}, constraints: [{ contextName: 'role', operator: 'IN' as never, values: ['admin'], inverted: false }] }],
    });
    const http = () => request(app!.callback());
    await http().get('/api/notes').expect(404);
    await http().get('/api/notes').set('Authorization', owner).expect(404);
    await http().get('/api/notes').set('Authorization', admin).expect(200);
    const asAdmin = await http().get('/api/flags').set('Authorization', admin).expect(200);
    const anonymous = await http().get('/api/flags').expect(200);
    expect(asAdmin.body.flags.testingTools).toBe(true);
    expect(anonymous.body.flags.testingTools).toBe(false);
  });

  it('accepts multipart uploads within the route’s limit and answers 413 beyond it', async () => {
    (await start()).kernel.cradle.flags.override('testingTools', true);
    const http = () => request(app!.callback());
    const ok = await http()
      .post('/api/notes/attachments')
      .set('Authorization', owner)
      .attach('file', Buffer.alloc(1000, 1), 'small.bin')
      .expect(200);
    expect(ok.body).toEqual({ files: [{ field: 'file', size: 1000, name: 'small.bin' }] });
    await http()
      .post('/api/notes/attachments')
      .set('Authorization', owner)
      .attach('file', Buffer.alloc(4096, 1), 'big.bin')
      .expect(413, { message: 'Attachment too large' });
    await http().post('/api/notes/attachments').set('Authorization', owner).send({ file: 'x' }).expect(415);
    await http().post('/api/notes/attachments').attach('file', Buffer.alloc(10, 1), 'anon.bin').expect(401);
  });

  it('refuses to boot with a plugin that depends on one that is not installed', async () => {
    const orphan = definePlugin({ name: 'orphan', flag: 'testingTools', description: 'x', dependsOn: ['missing' as PluginName] });
    await expect(createTestApp({ plugins: [orphan] })).rejects.toThrow('Plugin "orphan" depends on "missing", which is not installed');
  });

  describe('service boundaries', () => {
    class Reader {
      readonly d: { notes: NoteService };
      constructor({ notes }: { notes: NoteService }) {
        this.d = { notes };
      }
    }
    const reader = (dependsOn: readonly PluginName[]) =>
      definePlugin({
        name: 'reader',
        flag: 'testingTools',
        description: 'uses the notes plugin',
        dependsOn,
        register: ({ container }) => container.register({ reader: asClass(Reader).singleton() }),
      });

    it('refuses to boot a plugin that uses another plugin’s service without declaring it', async () => {
      await expect(createTestApp({ plugins: [notesPlugin, reader([])] })).rejects.toThrow(
        'Plugin "reader" uses the service "notes" of plugin "notes" without naming "notes" in dependsOn',
      );
    });

    it('lets a plugin use the services of the plugins it depends on, and the core’s', async () => {
      app = await createTestApp({ plugins: [notesPlugin, reader(['notes' as PluginName])] });
      expect((app.kernel.container.resolve('reader' as never) as Reader).d.notes).toBeInstanceOf(NoteService);
    });

    it('refuses to boot a plugin that uses a service its dependency does not declare public', async () => {
      const privateNotes = definePlugin({ ...notesPlugin, publicServices: [] });
      await expect(createTestApp({ plugins: [privateNotes, reader(['notes' as PluginName])] })).rejects.toThrow(
        'Plugin "reader" uses the service "notes" of plugin "notes", which "notes" does not declare public (publicServices)',
      );
    });

    it('refuses a plugin that registers a service another module provides', async () => {
      const squatter = definePlugin({
        name: 'squatter',
        flag: 'testingTools',
        description: 'x',
        register: ({ container }) => container.register({ accounts: asValue({}) }),
      });
      await expect(createTestApp({ plugins: [squatter] })).rejects.toThrow('"squatter" registers the service "accounts", which "core" already provides');
    });
  });

  describe('a plugin of separately switched tools (no plugin flag)', () => {
    it('gates each route by its own flag', async () => {
      const tools = definePlugin({
        name: 'tools',
        flag: null,
        description: 'x',
        routes: (routes) => routes.get('/api/tools/one', { access: 'public', flag: 'systemLogs' }, () => ({ one: true })),
      });
      app = await createTestApp({ plugins: [tools] });
      await request(app.callback()).get('/api/tools/one').expect(404);
      app.kernel.cradle.flags.override('systemLogs', true);
      await request(app.callback()).get('/api/tools/one').expect(200, { one: true });
    });

    it('refuses a route that names no flag', async () => {
      const tools = definePlugin({
        name: 'tools',
        flag: null,
        description: 'x',
        routes: (routes) => routes.get('/api/tools/open', { access: 'public' }, () => ({})),
      });
      await expect(createTestApp({ plugins: [tools] })).rejects.toThrow('Plugin "tools" has no plugin flag, so its route GET /api/tools/open must name one');
    });
  });
});
