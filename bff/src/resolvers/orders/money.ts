/** Orders are priced in the store's base currency; the web converts for display. */
export const BASE_CURRENCY = 'RUB';

export const money = (amount: number) => ({ amount, currencyCode: BASE_CURRENCY });
