import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/plugin.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  createContact,
  deleteContact,
  findContact,
  listContacts,
  updateContact,
} from '../../repositories/checkout/contacts.ts';
import {
  ContactInputSchema,
  ContactListSchema,
  ContactSchema,
  IdParamsSchema,
  type ContactInput,
} from '../../schemas/checkout.ts';
import { checkContact } from '../helpdesk/contact.ts';
import { nowOf } from './owner.ts';
import { DeletedSchema, errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('checkout', errorAnswers(400, 401, 404));
const notFound = () => new HttpError(404, 'CONTACT_NOT_FOUND', 'Контакт не найден');

/** The spec's name, phone and e-mail rules; canonical phone and e-mail. */
function validContact(input: ContactInput): ContactInput {
  const checked = checkContact(input, { phone: true, email: true });
  return { name: checked.name, phone: checked.phone ?? '', email: checked.email ?? '' };
}

/** The user's saved contacts: who receives an order. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/me/contacts',
    route("The user's saved contacts, oldest first", { response: { 200: ContactListSchema } }),
    async (request) => ({
      contacts: await listContacts(app.auth.db, requireUser(request).user_id),
    }),
  );

  app.post(
    '/v1/users/me/contacts',
    route('Save a contact (name, phone and e-mail checked as at sign-in)', {
      body: ContactInputSchema,
      response: { 201: ContactSchema },
    }),
    async (request, reply) => {
      const userId = requireUser(request).user_id;
      const contact = await createContact(
        app.auth.db,
        userId,
        validContact(request.body),
        nowOf(request),
      );
      return reply.status(201).send(contact);
    },
  );

  app.get(
    '/v1/users/me/contacts/:id',
    route('One saved contact', { params: IdParamsSchema, response: { 200: ContactSchema } }),
    async (request) => {
      const contact = await findContact(
        app.auth.db,
        requireUser(request).user_id,
        request.params.id,
      );
      if (!contact) throw notFound();
      return contact;
    },
  );

  app.patch(
    '/v1/users/me/contacts/:id',
    route('Change a saved contact; omitted fields stay', {
      params: IdParamsSchema,
      body: ContactInputSchema.partial(),
      response: { 200: ContactSchema },
    }),
    async (request) => {
      const userId = requireUser(request).user_id;
      const current = await findContact(app.auth.db, userId, request.params.id);
      if (!current) throw notFound();
      const next = validContact({ ...current, ...request.body });
      const contact = await updateContact(app.auth.db, userId, request.params.id, next);
      if (!contact) throw notFound();
      return contact;
    },
  );

  app.delete(
    '/v1/users/me/contacts/:id',
    route('Delete a saved contact', {
      params: IdParamsSchema,
      response: { 204: DeletedSchema },
    }),
    async (request, reply) => {
      const deleted = await deleteContact(
        app.auth.db,
        requireUser(request).user_id,
        request.params.id,
      );
      if (!deleted) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
