import type { Contact, ContactInput } from '../../schemas/checkout.ts';
import { userRecords } from './user-records.ts';

/** The user's saved contacts: who receives an order. */
export const {
  list: listContacts,
  find: findContact,
  create: createContact,
  update: updateContact,
  remove: deleteContact,
} = userRecords<Contact, ContactInput>('contacts', ['name', 'phone', 'email']);
