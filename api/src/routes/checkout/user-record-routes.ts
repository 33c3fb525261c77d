import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser } from '../../auth/plugin.ts';
import type { HttpError } from '../../plugins/errors.ts';
import type { UserRecords } from '../../repositories/checkout/user-records.ts';
import { IdParamsSchema } from '../../schemas/checkout.ts';
import { DeletedSchema, errorAnswers, storeRoute } from '../store-route.ts';
import { nowOf } from './owner.ts';

const route = storeRoute('checkout', errorAnswers(400, 401, 404));

/** One kind of record the user keeps (contacts, courier addresses), as its routes show it. */
export interface UserRecordKind<Row extends { id: string }, Input extends object> {
  /** The collection path, e.g. `/v1/users/me/contacts`; one record is `{path}/:id`. */
  path: string;
  /** The field of the list answer that holds the records. */
  listField: string;
  records: UserRecords<Row, Input>;
  schemas: { list: z.ZodType; record: z.ZodType; input: z.ZodType; patch: z.ZodType };
  /** The OpenAPI summary of each route; a kind without `get` has no route for one record. */
  summaries: { list: string; create: string; get?: string; update: string; remove: string };
  notFound: () => HttpError;
  /** Checks a new or changed record (a 400 for bad input) and gives it as it is stored. */
  check: (input: Input) => Input;
}

/**
 * The routes of one kind of the user's records: list, create (201), get, change (omitted fields
 * stay, the whole record is checked again) and delete (204); another user's id is a 404.
 */
export function userRecordRoutes<Row extends { id: string } & Input, Input extends object>(
  kind: UserRecordKind<Row, Input>,
): FastifyPluginAsyncZod {
  const { path, records, schemas, summaries, notFound, check } = kind;
  const one = { params: IdParamsSchema };
  return async (app) => {
    const { db } = app.auth;
    app.get(path, route(summaries.list, { response: { 200: schemas.list } }), async (request) => ({
      [kind.listField]: await records.list(db, requireUser(request).user_id),
    }));
    app.post(
      path,
      route(summaries.create, { body: schemas.input, response: { 201: schemas.record } }),
      async (request, reply) => {
        const input = check(request.body as Input);
        const created = await records.create(
          db,
          requireUser(request).user_id,
          input,
          nowOf(request),
        );
        return reply.status(201).send(created);
      },
    );
    if (summaries.get) {
      app.get(
        `${path}/:id`,
        route(summaries.get, { ...one, response: { 200: schemas.record } }),
        async (request) => {
          const found = await records.find(db, requireUser(request).user_id, request.params.id);
          if (!found) throw notFound();
          return found;
        },
      );
    }
    app.patch(
      `${path}/:id`,
      route(summaries.update, { ...one, body: schemas.patch, response: { 200: schemas.record } }),
      async (request) => {
        const userId = requireUser(request).user_id;
        const current = await records.find(db, userId, request.params.id);
        if (!current) throw notFound();
        const next = check({ ...current, ...(request.body as Partial<Input>) });
        const changed = await records.update(db, userId, request.params.id, next);
        if (!changed) throw notFound();
        return changed;
      },
    );
    app.delete(
      `${path}/:id`,
      route(summaries.remove, { ...one, response: { 204: DeletedSchema } }),
      async (request, reply) => {
        const removed = await records.remove(db, requireUser(request).user_id, request.params.id);
        if (!removed) throw notFound();
        return reply.code(204).send(null);
      },
    );
  };
}
