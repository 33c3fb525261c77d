/** The name rule of spec section 5 (last, first and middle names), shared by every form. */
export const NAME_FORMAT_MESSAGE = 'Некорректный формат';

const LETTERS = 'A-Za-zА-Яа-яЁё';
const WORD = `[${LETTERS}]+(?:['’-][${LETTERS}]+)*`;
const NAME = new RegExp(`^${WORD}(?: ${WORD})?$`, 'i');

/**
 * Empty, or 2–30 Latin or Cyrillic letters with a hyphen or apostrophe inside words, at most two
 * words separated by a space.
 */
export function isValidName(value: string): boolean {
  const name = value.trim();
  return name === '' || (name.length >= 2 && name.length <= 30 && NAME.test(name));
}
