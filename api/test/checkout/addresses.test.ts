import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import type { Buyer } from './helpers.ts';
import { newBuyer, startCheckoutApp } from './helpers.ts';
import type {
  Contact,
  CourierAddress,
  PersonalPickupAddress,
  PickupPoint,
} from '../../src/schemas/checkout.ts';

const MOSCOW = { fias: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5', kladr: '7700000000000' };

describe.each(databaseKinds())('contacts, addresses and pickup points on %s', (kind) => {
  const t = useTestApp(() => startCheckoutApp(kind));
  let anna: Buyer;
  let boris: Buyer;
  beforeAll(async () => {
    anna = await newBuyer(t, 'anna');
    boris = await newBuyer(t, 'boris');
  });

  it('keeps contacts with the phone and e-mail in canonical form', async () => {
    const created = await anna.call('POST', '/v1/users/me/contacts', {
      name: 'Анна Смирнова',
      phone: '+7 (921) 555-44-33',
      email: 'Anna@Example.RU',
    });
    expect(created.statusCode).toBe(201);
    const contact = created.json<Contact>();
    expect(contact).toMatchObject({ phone: '+79215554433', email: 'anna@example.ru' });

    const changed = await anna.ok<Contact>('PATCH', `/v1/users/me/contacts/${contact.id}`, {
      name: 'Анна Петрова',
    });
    expect(changed).toMatchObject({ name: 'Анна Петрова', phone: '+79215554433' });
    expect(await anna.ok('GET', `/v1/users/me/contacts/${contact.id}`)).toEqual(changed);
    const list = await anna.ok<{ contacts: Contact[] }>('GET', '/v1/users/me/contacts');
    expect(list.contacts).toEqual([changed]);

    expect((await anna.call('DELETE', `/v1/users/me/contacts/${contact.id}`)).statusCode).toBe(204);
    expect((await anna.call('GET', `/v1/users/me/contacts/${contact.id}`)).statusCode).toBe(404);
  });

  it('refuses a contact that breaks the rules of section 5, naming the field', async () => {
    const valid = { name: 'Анна', phone: '+79215554433', email: 'anna@example.ru' };
    const cases = [
      [{ ...valid, name: 'А' }, 'INVALID_NAME', 'Некорректный формат'],
      [{ ...valid, name: 'Анна Мария Луиза' }, 'INVALID_NAME', 'Некорректный формат'],
      [{ ...valid, phone: '12345' }, 'INVALID_PHONE', 'Некорректный формат телефона'],
      [{ ...valid, email: 'anna@' }, 'INVALID_EMAIL', 'Некорректный формат e-mail'],
    ] as const;
    for (const [body, code, message] of cases) {
      const response = await anna.call('POST', '/v1/users/me/contacts', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, message });
    }
    expect(
      (await anna.ok<{ contacts: Contact[] }>('GET', '/v1/users/me/contacts')).contacts,
    ).toHaveLength(0);
  });

  it("never shows or changes another user's contacts and addresses", async () => {
    const contact = await anna.ok<Contact>('POST', '/v1/users/me/contacts', {
      name: 'Анна',
      phone: '+79215554433',
      email: 'anna@example.ru',
    });
    const address = await anna.ok<CourierAddress>('POST', '/v1/users/me/courier_addresses', {
      address: 'г. Москва, ул. Ленина, д. 12',
    });
    expect((await boris.call('GET', `/v1/users/me/contacts/${contact.id}`)).statusCode).toBe(404);
    expect(
      (await boris.call('PATCH', `/v1/users/me/contacts/${contact.id}`, { name: 'Борис' }))
        .statusCode,
    ).toBe(404);
    expect((await boris.call('DELETE', `/v1/users/me/contacts/${contact.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await boris.call('PATCH', `/v1/users/me/courier_addresses/${address.id}`, { floor: '2' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await boris.call('DELETE', `/v1/users/me/courier_addresses/${address.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await boris.ok<{ contacts: Contact[] }>('GET', '/v1/users/me/contacts')).contacts,
    ).toEqual([]);
    expect(
      (await boris.ok<{ addresses: CourierAddress[] }>('GET', '/v1/users/me/courier_addresses'))
        .addresses,
    ).toEqual([]);
    expect(await anna.ok('GET', `/v1/users/me/contacts/${contact.id}`)).toEqual(contact);
  });

  it('keeps courier addresses with their details, and changes only the fields sent', async () => {
    const created = await boris.call('POST', '/v1/users/me/courier_addresses', {
      address: 'г. Казань, ул. Пушкина, д. 5',
      latitude: 55.79,
      longitude: 49.12,
      apartment: '12',
      entrance: '2',
      floor: '4',
      intercom: '12К',
      comment: 'Позвонить за час',
    });
    expect(created.statusCode).toBe(201);
    const address = created.json<CourierAddress>();
    const changed = await boris.ok<CourierAddress>(
      'PATCH',
      `/v1/users/me/courier_addresses/${address.id}`,
      { floor: '5' },
    );
    expect(changed).toEqual({ ...address, floor: '5' });
    const blank = await boris.call('POST', '/v1/users/me/courier_addresses', { address: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'INVALID_ADDRESS' });
    expect(
      (await boris.call('DELETE', `/v1/users/me/courier_addresses/${address.id}`)).statusCode,
    ).toBe(204);
  });

  it('suggests addresses from the address book, the city of the request first', async () => {
    const search = (query: string, headers: Record<string, string> = {}) =>
      anna.call('POST', '/v1/address:search', { query }, headers);
    const exact = (await search('москва ленина 12')).json<{ addresses: unknown[] }>();
    expect(exact.addresses[0]).toEqual({
      city_uid: MOSCOW.fias,
      city_title: 'Москва',
      postal_address: 'г. Москва, ул. Ленина, д. 12',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    const typo = (await search('Моква Ленина')).json<{ addresses: { city_title: string }[] }>();
    expect(typo.addresses.length).toBeGreaterThan(0);
    expect(typo.addresses[0]?.city_title).toBe('Москва');
    const local = (await search('ул. Садовая', { 'x-city-fias-id': MOSCOW.fias })).json<{
      addresses: { city_uid: string }[];
    }>();
    expect(local.addresses[0]?.city_uid).toBe(MOSCOW.fias);
    const nevsky = (await search('невский 12')).json<{ addresses: { postal_address: string }[] }>();
    expect(nevsky.addresses[0]?.postal_address).toBe('г. Санкт-Петербург, Невский пр-т, д. 12');
    expect((await search('м')).json()).toEqual({ addresses: [] });
  });

  it('lists the pickup points of a city by FIAS or KLADR id, the store’s own first', async () => {
    const byFias = await anna.ok<{ pickup_points: PickupPoint[] }>(
      'GET',
      `/v1/pickup_points?city=${MOSCOW.fias}`,
    );
    const byKladr = await anna.ok<{ pickup_points: PickupPoint[] }>(
      'GET',
      `/v1/pickup_points?city=${MOSCOW.kladr}`,
    );
    expect(byKladr).toEqual(byFias);
    const kinds = byFias.pickup_points.map((p) => p.kind);
    expect(kinds[0]).toBe('PICKUP_POINT_KIND_STORE');
    expect(new Set(kinds)).toEqual(
      new Set(['PICKUP_POINT_KIND_STORE', 'PICKUP_POINT_KIND_PARTNER', 'PICKUP_POINT_KIND_LOCKER']),
    );
    const point = byFias.pickup_points[0];
    if (!point) throw new Error('no point');
    expect(point.location.postal_address).toMatch(/^г\. Москва, /);
    expect(point.lat).toBe(point.location.latitude);
    expect(await anna.ok('GET', `/v1/pickup_points/${point.id}`)).toEqual(point);
    expect((await anna.call('GET', '/v1/pickup_points/nowhere-1')).statusCode).toBe(404);

    const lockers = await anna.ok<{ pickup_points: PickupPoint[] }>(
      'GET',
      `/v1/pickup_points?city=${MOSCOW.fias}&kind=PICKUP_POINT_KIND_LOCKER`,
    );
    expect(lockers.pickup_points.every((p) => p.kind === 'PICKUP_POINT_KIND_LOCKER')).toBe(true);
    // without a city, the city of the request's headers (Санкт-Петербург by default)
    const spb = await anna.ok<{ pickup_points: PickupPoint[] }>('GET', '/v1/pickup_points');
    expect(spb.pickup_points[0]?.location.postal_address).toMatch(/^г\. Санкт-Петербург, /);
  });

  it("keeps the user's own list of pickup points, out of other users' reach", async () => {
    const points = await anna.ok<{ pickup_points: PickupPoint[] }>(
      'GET',
      `/v1/pickup_points?city=${MOSCOW.fias}`,
    );
    const [first, second] = points.pickup_points;
    if (!first || !second) throw new Error('no points');
    const added = await anna.call('POST', '/v1/users/me/pickup_addresses', {
      pickup_point: { id: first.id },
    });
    expect(added.statusCode).toBe(201);
    const entry = added.json<PersonalPickupAddress>();
    expect(entry.pickup_point).toEqual(first);
    const again = await anna.ok<PersonalPickupAddress>('POST', '/v1/users/me/pickup_addresses', {
      pickup_point: { id: first.id },
    });
    expect(again.id).toBe(entry.id);
    const unknown = await anna.call('POST', '/v1/users/me/pickup_addresses', {
      pickup_point: { id: 'nowhere-1' },
    });
    expect(unknown.json()).toMatchObject({ code: 'PICKUP_POINT_NOT_FOUND' });

    const moved = await anna.ok<PersonalPickupAddress>(
      'PATCH',
      `/v1/users/me/pickup_addresses/${entry.id}`,
      { pickup_point: { id: second.id } },
    );
    expect(moved.pickup_point.id).toBe(second.id);
    expect(
      (
        await boris.call('PATCH', `/v1/users/me/pickup_addresses/${entry.id}`, {
          pickup_point: { id: first.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await boris.call('DELETE', `/v1/users/me/pickup_addresses/${entry.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await boris.ok<{ pickup_addresses: unknown[] }>('GET', '/v1/users/me/pickup_addresses'))
        .pickup_addresses,
    ).toEqual([]);
    expect(
      (await anna.ok<{ pickup_addresses: unknown[] }>('GET', '/v1/users/me/pickup_addresses'))
        .pickup_addresses,
    ).toEqual([moved]);
    expect(
      (await anna.call('DELETE', `/v1/users/me/pickup_addresses/${entry.id}`)).statusCode,
    ).toBe(204);
  });

  it('answers 401 to a visitor on /v1/users/me routes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me/contacts',
      headers: { 'x-market-id': 'garwin' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lists every checkout route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/v1/users/me/checkout',
      '/v1/users/me/checkout/orders/{id}/submit',
      '/v1/users/me/checkout/orders/{id}/shipments/{shipmentId}/update_delivery_variant',
      '/v1/users/me/contacts/{id}',
      '/v1/users/me/pickup_addresses/{id}',
      '/v1/pickup_points/{id}',
      '/v1/address:search',
      '/v1/users/me/purchases/{id}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
