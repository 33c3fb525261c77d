/** The spec's message for a name of the wrong form. */
export const NAME_FORMAT_MESSAGE = 'Некорректный формат';

const LETTERS = 'A-Za-zА-Яа-яЁё';
const WORD = `[${LETTERS}]+(?:['’-][${LETTERS}]+)*`;
// Up to two words; inside a word a single hyphen or apostrophe may join runs of letters.
const PERSON_NAME = new RegExp(`^${WORD}(?: ${WORD})?$`, 'i');

/**
 * The name rule of spec section 5 (last, first and middle names), the one definition for the API
 * and the web: empty, or 2–30 Latin or Cyrillic letters in at most two words.
 */
export function isValidPersonName(value: string): boolean {
  const name = value.trim();
  return name === '' || (name.length >= 2 && name.length <= 30 && PERSON_NAME.test(name));
}
