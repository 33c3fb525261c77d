import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';
import { bodyOf, checkoutHandler, failure, pickupPoint } from './fixtures.ts';

const SESSION = { cookie: 'access_token=t' };
const ERRORS = 'userErrors { field message code }';

describe('contacts, addresses and pickup points', () => {
  const h = useHarness({ handler: checkoutHandler });

  it('address suggestions need three characters before they call the API', async () => {
    h.api.handler = () => ({
      status: 200,
      body: {
        addresses: [
          {
            city_uid: 'spb',
            city_title: 'Санкт-Петербург',
            postal_address: 'Санкт-Петербург, Невский пр., 1',
            latitude: 59.93,
            longitude: 30.31,
          },
        ],
      },
    });
    const short = await h.gql(`{ addressSuggestions(query: " Не ") { postalAddress } }`, {
      headers: SESSION,
    });
    expect(short.body.data?.['addressSuggestions']).toEqual([]);
    expect(h.api.calls).toEqual([]);

    const res = await h.gql(`{ addressSuggestions(query: "Невск") { cityTitle postalAddress } }`, {
      headers: SESSION,
    });
    expect(res.body.data?.['addressSuggestions']).toEqual([
      { cityTitle: 'Санкт-Петербург', postalAddress: 'Санкт-Петербург, Невский пр., 1' },
    ]);
    expect(h.api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/address:search']);
    expect(bodyOf(h.api.calls[0])).toEqual({ query: 'Невск' });
  });

  it('lists pickup points with kind, coordinates and cost', async () => {
    const res = await h.gql(
      `{ pickupPoints { id kind brand title latitude longitude postalAddress cost { amount } } }`,
      { headers: SESSION },
    );
    expect(res.body.data?.['pickupPoints']).toEqual([
      {
        id: 'pp1',
        kind: 'STORE',
        brand: 'GARWIN',
        title: 'Пункт pp1',
        latitude: 59.93,
        longitude: 30.31,
        postalAddress: 'Санкт-Петербург, Невский пр., pp1',
        cost: { amount: 0 },
      },
      expect.objectContaining({ id: 'pp2' }),
    ]);
  });

  it('saves a pickup point with the REST body of spec section 7', async () => {
    h.api.handler = () => ({ status: 201, body: { id: 'pa1', pickup_point: pickupPoint('pp2') } });
    const res = await h.gql(
      `mutation { addPickupAddress(input: { pickupPointId: "pp2" }) {
         pickupAddress { id pickupPoint { id } } ${ERRORS} } }`,
      { headers: SESSION },
    );
    expect(res.body.data?.['addPickupAddress']).toEqual({
      pickupAddress: { id: 'pa1', pickupPoint: { id: 'pp2' } },
      userErrors: [],
    });
    expect(bodyOf(h.api.calls[0])).toEqual({ pickup_point: { id: 'pp2' } });
  });

  it('saves a contact; a bad e-mail points at the e-mail field', async () => {
    h.api.handler = () => ({
      status: 201,
      body: { id: 'ct9', name: 'Анна', phone: '+79110000001', email: 'anna@example.com' },
    });
    const ok = await h.gql(
      `mutation { createContact(input: { name: " Анна ", phone: "+79110000001", email: "anna@example.com" }) {
         contact { id name } ${ERRORS} } }`,
      { headers: SESSION },
    );
    expect(ok.body.data?.['createContact']).toEqual({
      contact: { id: 'ct9', name: 'Анна' },
      userErrors: [],
    });
    expect(bodyOf(h.api.calls[0])).toEqual({
      name: 'Анна',
      phone: '+79110000001',
      email: 'anna@example.com',
    });

    h.api.handler = () => failure(400, 'INVALID_EMAIL', 'Некорректный формат e-mail');
    const bad = await h.gql(
      `mutation { createContact(input: { name: "Анна", phone: "+79110000001", email: "x" }) {
         contact { id } ${ERRORS} } }`,
      { headers: SESSION },
    );
    expect(bad.body.data?.['createContact']).toEqual({
      contact: null,
      userErrors: [
        { field: ['email'], message: 'Некорректный формат e-mail', code: 'INVALID_EMAIL' },
      ],
    });
  });

  it('saves a courier address, sending empty strings for the fields left out', async () => {
    h.api.handler = (call) => ({ status: 201, body: { id: 'ca5', ...bodyOf(call) } });
    const res = await h.gql(
      `mutation { createCourierAddress(input: { address: "Санкт-Петербург, Невский пр., 1", latitude: 59.9, longitude: 30.3, apartment: "5" }) {
         courierAddress { id address apartment floor } ${ERRORS} } }`,
      { headers: SESSION },
    );
    expect(res.body.data?.['createCourierAddress']).toEqual({
      courierAddress: {
        id: 'ca5',
        address: 'Санкт-Петербург, Невский пр., 1',
        apartment: '5',
        floor: null,
      },
      userErrors: [],
    });
    expect(bodyOf(h.api.calls[0])).toMatchObject({ apartment: '5', floor: '', latitude: 59.9 });
  });
});

describe('map tiles', () => {
  it('come from MAP_TILE_URL, with OpenStreetMap when unset', async () => {
    const { mapTilesFromEnv } = await import('../../src/resolvers/checkout/map-tiles.ts');
    expect(mapTilesFromEnv({}).urlTemplate).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(
      mapTilesFromEnv({
        MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
        MAP_TILE_MAX_ZOOM: '17',
      }),
    ).toEqual({
      urlTemplate: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '',
      maxZoom: 17,
    });
  });
});
