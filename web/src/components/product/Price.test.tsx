import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DisplayCurrencyContext } from '../ui/display-currency.ts';
import { Price } from './Price.tsx';

const rub = (amount: number) => ({ amount, currencyCode: 'RUB' });

describe('Price', () => {
  it('shows the user price, the base price struck through and the discount', () => {
    const html = renderToStaticMarkup(
      <Price price={{ user: rub(12490), base: rub(15000), discount: 17 }} />,
    );
    expect(html).toContain('12\u202f490\u202f₽');
    expect(html).toMatch(/<s[^>]*>.*15\u202f000\u202f₽<\/s>/);
    expect(html).toContain('−17%');
  });

  it('shows only the user price when there is no reduction', () => {
    const html = renderToStaticMarkup(
      <Price price={{ user: rub(990), base: rub(990), discount: 0 }} />,
    );
    expect(html).toContain('990\u202f₽');
    expect(html).not.toMatch(/<s[ >]/);
    expect(html).not.toContain('%');
  });

  it('converts every amount through the display currency the app provides', () => {
    const html = renderToStaticMarkup(
      <DisplayCurrencyContext value={{ symbol: '$', rate: 0.01 }}>
        <Price price={{ user: rub(12000), base: rub(15000), discount: 20 }} />
      </DisplayCurrencyContext>,
    );
    expect(html).toContain('120\u202f$');
    expect(html).toContain('150\u202f$');
    expect(html).not.toContain('₽');
  });
});
