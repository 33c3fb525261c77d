import type { Contact, ContactInput } from '../../schemas/checkout.ts';
import { userRecords } from './user-records.ts';

/** The user's saved contacts: who receives an order. */
export const contacts = userRecords<Contact, ContactInput>('contacts', ['name', 'phone', 'email']);
export const { list: listContacts, find: findContact } = contacts;
