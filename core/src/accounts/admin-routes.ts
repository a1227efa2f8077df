import { z } from 'zod';
import { adminList, sendAdminList } from '../admin/admin-list.js';
import { roleInput } from '../contracts/accounts.js';
import { readTime } from '../db/model.js';
import type { RouteBuilder } from '../http/routes.js';
import { idParam } from '../http/validation.js';
import { NotFoundError } from '../errors.js';

const userColumns = ['id', 'email', 'name', 'role', 'createdAt'] as const;
const emailColumns = ['id', 'userId', 'recipient', 'template', 'subject', 'body', 'status', 'error', 'createdAt', 'sentAt'] as const;

function withTimes<T extends Record<string, unknown>>(row: T, ...keys: string[]): T {
  const copy: Record<string, unknown> = { ...row };
  for (const key of keys) copy[key] = readTime(copy[key]);
  return copy as T;
}

/** The admin console's users, waitlist and e-mail outbox, in the ra-data-simple-rest dialect. */
export function accountAdminRoutes(routes: RouteBuilder): void {
  routes
    .get('/api/admin/users', { access: 'admin' }, async ({ scope, ctx }) => {
      const result = await adminList<Record<string, unknown>>(
        {
          resource: 'users',
          db: scope.db,
          query: () => scope.db('users').select(...userColumns),
          sortable: { id: 'id', email: 'email', name: 'name', role: 'role', createdAt: 'createdAt' },
          filters: {
            q: { column: ['email', 'name'], op: 'contains' },
            role: { column: 'role' },
            email: { column: 'email', op: 'contains' },
          },
          defaultSort: ['createdAt', 'DESC'],
        },
        ctx.query,
      );
      return sendAdminList(ctx, { ...result, rows: result.rows.map((r) => withTimes(r, 'createdAt')) });
    })
    .get('/api/admin/users/:id', { access: 'admin', params: idParam }, ({ params, scope }) => scope.accounts.getUser(params.id))
    .put('/api/admin/users/:id', { access: 'admin', params: idParam, body: roleInput }, ({ params, body, caller, scope }) =>
      scope.accounts.setRole(caller, params.id, body.role),
    );

  routes
    .get('/api/admin/waitlist', { access: 'admin' }, async ({ scope, ctx }) => {
      const result = await adminList<Record<string, unknown>>(
        {
          resource: 'waitlist',
          db: scope.db,
          query: () => scope.db.from(scope.waitlist.positioned().as('w')).select('id', 'email', 'name', 'position', 'createdAt'),
          sortable: { id: 'id', position: 'position', email: 'email', name: 'name', createdAt: 'createdAt' },
          filters: { q: { column: 'email', op: 'contains' }, email: { column: 'email', op: 'contains' } },
          defaultSort: ['position', 'ASC'],
        },
        ctx.query,
      );
      return sendAdminList(ctx, {
        ...result,
        rows: result.rows.map((r) => ({ ...withTimes(r, 'createdAt'), position: Number(r.position) })),
      });
    })
    .get('/api/admin/waitlist/:id', { access: 'admin', params: idParam }, ({ params, scope }) => scope.waitlist.get(params.id))
    .delete('/api/admin/waitlist/:id', { access: 'admin', params: idParam }, ({ params, caller, scope }) =>
      scope.waitlist.remove({ id: params.id }, caller),
    )
    .post(
      '/api/admin/waitlist/:id/admit',
      { access: 'admin', params: idParam, body: z.object({ force: z.boolean({ error: 'force must be true or false' }).optional() }) },
      async ({ params, body, caller, scope, ctx }) => {
        const admission = await scope.waitlist.admit({ id: params.id }, { force: body.force ?? false, actor: caller });
        ctx.status = 201;
        return admission;
      },
    );

  routes
    .get('/api/admin/emails', { access: 'admin' }, async ({ scope, ctx }) => {
      const result = await adminList<Record<string, unknown>>(
        {
          resource: 'emails',
          db: scope.db,
          query: () => scope.db('emails').select(...emailColumns),
          sortable: { id: 'id', recipient: 'recipient', template: 'template', status: 'status', createdAt: 'createdAt' },
          filters: {
            q: { column: 'recipient', op: 'contains' },
            recipient: { column: 'recipient', op: 'contains' },
            template: { column: 'template' },
            status: { column: 'status' },
            userId: { column: 'userId' },
          },
          defaultSort: ['createdAt', 'DESC'],
        },
        ctx.query,
      );
      return sendAdminList(ctx, { ...result, rows: result.rows.map((r) => withTimes(r, 'createdAt', 'sentAt')) });
    })
    .get('/api/admin/emails/:id', { access: 'admin', params: idParam }, async ({ params, scope }) => {
      const row = await scope.db('emails').where({ id: params.id }).first(...emailColumns);
      if (!row) throw new NotFoundError('E-mail not found');
      return withTimes(row, 'createdAt', 'sentAt');
    });
}
