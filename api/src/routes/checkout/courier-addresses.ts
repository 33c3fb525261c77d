import { HttpError } from '../../plugins/errors.ts';
import { courierAddresses } from '../../repositories/checkout/courier-addresses.ts';
import {
  CourierAddressInputSchema,
  CourierAddressListSchema,
  CourierAddressPatchSchema,
  CourierAddressSchema,
  type CourierAddressInput,
} from '../../schemas/checkout.ts';
import { userRecordRoutes } from './user-record-routes.ts';
import { ADDRESS_REQUIRED_MESSAGE } from '../../rules/messages/checkout.ts';

/** The user's addresses for courier delivery. */
export const courierAddressRoutes = userRecordRoutes({
  path: '/v1/users/me/courier_addresses',
  listField: 'addresses',
  records: courierAddresses,
  schemas: {
    list: CourierAddressListSchema,
    record: CourierAddressSchema,
    input: CourierAddressInputSchema,
    patch: CourierAddressPatchSchema,
  },
  notFound: () => new HttpError(404, 'COURIER_ADDRESS_NOT_FOUND', 'Адрес не найден'),
  check(input: CourierAddressInput): CourierAddressInput {
    if (input.address.trim() === '') {
      throw new HttpError(400, 'INVALID_ADDRESS', ADDRESS_REQUIRED_MESSAGE, {
        fields: ['address'],
      });
    }
    return { ...input, address: input.address.trim() };
  },
  summaries: {
    list: "The user's courier addresses, oldest first",
    create: 'Save a courier address (apartment, entrance, floor, intercom, comment optional)',
    update: 'Change a courier address; omitted fields stay',
    remove: 'Delete a courier address',
  },
});
