import { describe, expect, it } from 'vitest';
import { deliveryDate, errorText, ordersCount } from './texts.ts';

describe('checkout texts', () => {
  it('counts orders in Russian', () => {
    expect([1, 2, 3, 5, 11, 12, 21, 22, 25].map(ordersCount)).toEqual([
      '1 заказ',
      '2 заказа',
      '3 заказа',
      '5 заказов',
      '11 заказов',
      '12 заказов',
      '21 заказ',
      '22 заказа',
      '25 заказов',
    ]);
  });

  it('writes a delivery day with its weekday', () => {
    expect(deliveryDate('2026-11-26')).toBe('чт, 26 ноября');
  });

  it('chooses the text by the code, and shows the API’s message for codes with a sum in it', () => {
    expect(errorText({ code: 'PROMO_CODE_UNKNOWN', message: 'x' })).toBe('Такого промокода нет');
    expect(
      errorText({
        code: 'PROMO_CODE_MIN_SUM',
        message: 'Промокод действует для заказов от 3 000 ₽',
      }),
    ).toBe('Промокод действует для заказов от 3 000 ₽');
    expect(errorText({ code: 'FAILED', message: '' })).toBe(
      'Не удалось сохранить. Попробуйте ещё раз',
    );
  });
});
