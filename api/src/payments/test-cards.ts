/** What the test acquirer does with a card number. */
export type CardOutcome =
  | { kind: 'success' }
  | { kind: 'decline'; error: string }
  | { kind: 'three-ds' }
  | { kind: 'unknown' };

/** The test cards, shown on the acquirer's page. */
export const TEST_CARDS: { number: string; outcome: CardOutcome; title: string }[] = [
  { number: '4242 4242 4242 4242', outcome: { kind: 'success' }, title: 'оплата проходит' },
  { number: '2200 0000 0000 0004', outcome: { kind: 'success' }, title: 'Мир, оплата проходит' },
  {
    number: '4000 0000 0000 3220',
    outcome: { kind: 'three-ds' },
    title: 'нужен 3-D Secure (код 123456)',
  },
  {
    number: '4000 0000 0000 0002',
    outcome: { kind: 'decline', error: 'Карта отклонена банком' },
    title: 'отказ банка',
  },
  {
    number: '4000 0000 0000 9995',
    outcome: { kind: 'decline', error: 'Недостаточно средств на карте' },
    title: 'недостаточно средств',
  },
];

export const THREE_DS_CODE = '123456';
export const THREE_DS_FAILED = 'Не пройдена проверка 3-D Secure';

export function cardOutcome(raw: string): CardOutcome {
  const digits = raw.replace(/\D/g, '');
  return (
    TEST_CARDS.find((c) => c.number.replace(/ /g, '') === digits)?.outcome ?? { kind: 'unknown' }
  );
}
