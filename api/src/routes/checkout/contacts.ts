import { HttpError } from '../../plugins/errors.ts';
import { contacts } from '../../repositories/checkout/contacts.ts';
import {
  ContactInputSchema,
  ContactListSchema,
  ContactSchema,
  type ContactInput,
} from '../../schemas/checkout.ts';
import { checkContact } from '../helpdesk/contact.ts';
import { userRecordRoutes } from './user-record-routes.ts';

/** The user's saved contacts: who receives an order. */
export const contactRoutes = userRecordRoutes({
  path: '/v1/users/me/contacts',
  listField: 'contacts',
  records: contacts,
  schemas: {
    list: ContactListSchema,
    record: ContactSchema,
    input: ContactInputSchema,
    patch: ContactInputSchema.partial(),
  },
  notFound: () => new HttpError(404, 'CONTACT_NOT_FOUND', 'Контакт не найден'),
  /** The spec's name, phone and e-mail rules; canonical phone and e-mail. */
  check(input: ContactInput): ContactInput {
    const checked = checkContact(input, { phone: true, email: true });
    return { name: checked.name, phone: checked.phone ?? '', email: checked.email ?? '' };
  },
  summaries: {
    list: "The user's saved contacts, oldest first",
    create: 'Save a contact (name, phone and e-mail checked as at sign-in)',
    get: 'One saved contact',
    update: 'Change a saved contact; omitted fields stay',
    remove: 'Delete a saved contact',
  },
});
