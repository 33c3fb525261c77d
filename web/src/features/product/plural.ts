import { pluralRu } from '../../lib/intl.ts';

/** When something can be had in `count` days: «сегодня», «через 1 день», «через 5 дней». */
export const inDays = (count: number) =>
  count <= 0 ? 'сегодня' : `через ${count} ${pluralRu(count, ['день', 'дня', 'дней'])}`;
