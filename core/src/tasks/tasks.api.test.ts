import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../errors.js';
import { createTestApp, type TestApp } from '../testing/index.js';
import { TASK_KEPT_MS } from './tasks.js';

/** Work an owner waits for, as jobs (issue 29): on SQLite in this process, on PostgreSQL through pg-boss. */
describe('tasks', () => {
  let app: TestApp;
  let token: string;
  let userId: number;
  // The steps runner parks until the test lets it go; `parked` settles with its release once it is parked,
  // so the test never lets go of a runner that has not reached the gate yet.
  let parked = parking();
  const release = async () => {
    const go = await parked.promise;
    parked = parking();
    go();
  };
  const calls: Record<string, number> = {};

  beforeAll(async () => {
    app = await createTestApp();
    const { tasks, jobs } = app.kernel.cradle;
    tasks.define<{ n: number }, { twice: number }>({ name: 'test.steps', expireInSeconds: 30 }, async ({ n }, progress) => {
      await progress.report([{ label: 'Counting', state: 'active' }]);
      await new Promise<void>((resolve) => parked.resolve(resolve));
      await progress.report([{ label: 'Counted', state: 'done', detail: `${n}` }]);
      return { twice: 2 * n };
    });
    tasks.define<object, never>({ name: 'test.refused', expireInSeconds: 30 }, async () => {
      calls.refused = (calls.refused ?? 0) + 1;
      throw new ValidationError('That is not a number', { field: 'n' });
    });
    tasks.define<object, never>({ name: 'test.broken', expireInSeconds: 30 }, async () => {
      calls.broken = (calls.broken ?? 0) + 1;
      throw new TypeError('undefined is not a function');
    });
    await jobs.start({ work: true });
    const res = await request(app.callback()).post('/api/auth/register').send({ name: 'Tess Owner', email: 'tess@tasks.test', password: 'secret-1' }).expect(201);
    token = res.body.token;
    userId = res.body.user.id;
  });
  afterAll(() => app.close());

  const view = (id: string) => request(app.callback()).get(`/api/tasks/${id}`).set('Authorization', `Bearer ${token}`);

  it('shows the step under way while it runs, then the steps and the answer', async () => {
    const { id } = await app.kernel.cradle.tasks.submit('test.steps', userId, { n: 21 });
    await vi.waitFor(async () => expect((await view(id)).body).toMatchObject({ state: 'running', steps: [{ label: 'Counting', state: 'active' }] }), { timeout: 5_000, interval: 50 });
    await release();
    await vi.waitFor(async () => expect((await view(id)).body).toEqual({ id, kind: 'test.steps', state: 'done', steps: [{ label: 'Counted', state: 'done', detail: '21' }], result: { twice: 42 } }), {
      timeout: 5_000,
      interval: 50,
    });
    // Its input is not kept once it is done.
    expect(await app.kernel.cradle.db('tasks').where({ id }).first('input')).toEqual({ input: null });
  });

  it('throws a refusal to the request that waits, as the runner threw it, and does not try it again', async () => {
    await expect(app.kernel.cradle.tasks.run('test.refused', userId, {})).rejects.toMatchObject({ status: 400, message: 'That is not a number', details: { field: 'n' } });
    await sleep(1_500);
    expect(calls.refused).toBe(1);
  });

  it('stops waiting for a task once the request that waits is gone, and the task goes on', async () => {
    const { tasks, db } = app.kernel.cradle;
    const gone = new AbortController();
    const waiting = tasks.run('test.steps', userId, { n: 4 }, gone.signal);
    const id = await vi.waitFor(async () => (await db('tasks').where({ kind: 'test.steps', state: 'running' }).first('id')).id as string, { timeout: 5_000, interval: 50 });
    gone.abort(new Error('closed'));
    await expect(waiting).rejects.toThrow('closed');
    await release();
    await vi.waitFor(async () => expect((await view(id)).body).toMatchObject({ state: 'done', result: { twice: 8 } }), { timeout: 5_000, interval: 50 });
  });

  it("tries a runner's own failure once more, then fails the task with words that give nothing away", async () => {
    const { id } = await app.kernel.cradle.tasks.submit('test.broken', userId, {});
    await vi.waitFor(async () => expect((await view(id)).body.state).toBe('failed'), { timeout: 10_000, interval: 100 });
    expect((await view(id)).body.error).toEqual({ status: 500, message: 'Something went wrong on our side. Please try again.', details: {} });
    expect(calls.broken).toBe(2);
  });

  it('forgets a task an hour after it settled', async () => {
    const { tasks, db } = app.kernel.cradle;
    const done = await tasks.submit('test.refused', userId, {});
    await vi.waitFor(async () => expect((await view(done.id)).body.state).toBe('failed'), { timeout: 5_000, interval: 50 });
    await db('tasks')
      .where({ id: done.id })
      .update({ updatedAt: new Date(Date.now() - TASK_KEPT_MS - 1_000).toISOString() });
    expect(await tasks.purge()).toBe(1);
    await view(done.id).expect(404);
  });
});

function parking() {
  let resolve: (go: () => void) => void = () => undefined;
  const promise = new Promise<() => void>((settle) => (resolve = settle));
  return { promise, resolve };
}
