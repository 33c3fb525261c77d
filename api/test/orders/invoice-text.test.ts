import { describe, expect, it } from 'vitest';
import { numberInWords, rublesInWords } from '../../src/invoices/amount-in-words.ts';
import { formatKopecks, vatInside, vatRateOn } from '../../src/invoices/money.ts';
import { paymentString } from '../../src/invoices/payment-qr.ts';

describe('the total in words', () => {
  it.each([
    [0, 'Ноль рублей 00 копеек'],
    [100, 'Один рубль 00 копеек'],
    [201, 'Два рубля 01 копейка'],
    [1_102, 'Одиннадцать рублей 02 копейки'],
    [2_100_05, 'Две тысячи сто рублей 05 копеек'],
    [21_000_00, 'Двадцать одна тысяча рублей 00 копеек'],
    [1_234_560, 'Двенадцать тысяч триста сорок пять рублей 60 копеек'],
    [1_000_000_00, 'Один миллион рублей 00 копеек'],
    [
      2_345_678_11,
      'Два миллиона триста сорок пять тысяч шестьсот семьдесят восемь рублей 11 копеек',
    ],
  ])('%i kopecks are «%s»', (kopecks, words) => {
    expect(rublesInWords(kopecks)).toBe(words);
  });

  it('uses the feminine for thousands and the masculine for millions', () => {
    expect(numberInWords(2_002_000)).toBe('два миллиона две тысячи');
    expect(numberInWords(12_000)).toBe('двенадцать тысяч');
  });
});

describe('VAT', () => {
  it('is 20 % until 2025 and 22 % from 1 January 2026, Moscow time', () => {
    expect(vatRateOn(new Date('2025-12-31T20:59:59Z'))).toBe(20);
    expect(vatRateOn(new Date('2025-12-31T21:00:00Z'))).toBe(22);
    expect(vatInside(12_200, 22)).toBe(2_200);
    expect(formatKopecks(123_456_789)).toBe('1 234 567,89');
  });
});

describe('the payment QR code text (ГОСТ Р 56042-2014)', () => {
  it('starts with the UTF-8 header and keeps the mandatory requisites first', () => {
    const text = paymentString({
      payee: {
        name: 'ООО «Гарвин | Трейд»',
        inn: '7841051711',
        kpp: '784101001',
        bankName: 'ПАО Сбербанк',
        bic: '044030653',
        correspondentAccount: '30101810500000000653',
        account: '40702810455000012345',
      },
      purpose: 'Оплата по счёту № GW-1',
      sumKopecks: 1_234_560,
      payerInn: '7707083893',
    });
    expect(text).toBe(
      'ST00012|Name=ООО «Гарвин Трейд»|PersonalAcc=40702810455000012345|BankName=ПАО Сбербанк|' +
        'BIC=044030653|CorrespAcc=30101810500000000653|Sum=1234560|Purpose=Оплата по счёту № GW-1|' +
        'PayeeINN=7841051711|KPP=784101001|PayerINN=7707083893',
    );
  });
});
