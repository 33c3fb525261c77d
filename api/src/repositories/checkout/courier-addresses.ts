import type { CourierAddress, CourierAddressInput } from '../../schemas/checkout.ts';
import { userRecords } from './user-records.ts';

/** The user's addresses for courier delivery; left-out details are stored empty. */
export const courierAddresses = userRecords<CourierAddress, CourierAddressInput>(
  'courier_addresses',
  ['address', 'latitude', 'longitude', 'apartment', 'entrance', 'floor', 'intercom', 'comment'],
  { apartment: '', entrance: '', floor: '', intercom: '', comment: '' },
);
export const { list: listCourierAddresses, find: findCourierAddress } = courierAddresses;
