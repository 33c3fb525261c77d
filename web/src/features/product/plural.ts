/** The Russian plural form for a count: one (1, 21), few (2–4, 22–24) or many (5–20, 25…). */
export function plural(count: number, one: string, few: string, many: string): string {
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n > 10 && n < 20) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** When something can be had in `count` days: «сегодня», «через 1 день», «через 5 дней». */
export const inDays = (count: number) =>
  count <= 0 ? 'сегодня' : `через ${count} ${plural(count, 'день', 'дня', 'дней')}`;
