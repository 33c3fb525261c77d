/** U+00AD: an invisible break opportunity that shows a hyphen only where the line breaks. */
export const SOFT_HYPHEN = '\u00AD';

const ANY = '[а-яё]';
const VOWEL = '[аеёиоуыэюя]';
const CONSONANT = '[бвгджзклмнпрстфхцчшщ]';
const SIGN = '[йъь]';

// Syllable rules for Russian (after P. Khristov): a break after й/ъ/ь before two letters, between
// vowels, and between consonants that sit between vowels. Each rule runs over the whole word.
const RULES = [
  `(${SIGN})(${ANY}${ANY})`,
  `(${VOWEL})(${VOWEL}${ANY})`,
  `(${VOWEL}${CONSONANT})(${CONSONANT}${VOWEL})`,
  `(${CONSONANT}${VOWEL})(${CONSONANT}${VOWEL})`,
  `(${VOWEL}${CONSONANT})(${CONSONANT}${CONSONANT}${VOWEL})`,
  `(${VOWEL}${CONSONANT}${CONSONANT})(${CONSONANT}${CONSONANT}${VOWEL})`,
].map((rule) => new RegExp(rule, 'giu'));

/** Words shorter than this fit any label the store has; they stay whole. */
const MIN_WORD = 12;

/**
 * Russian text with soft hyphens at syllable breaks of its long words, so a narrow label wraps
 * a long word with a hyphen instead of running out of its box or breaking it anywhere. Browsers
 * that lack hyphenation data for Russian (CSS `hyphens: auto` does nothing there) honour these;
 * copied or read aloud, the text is unchanged.
 */
export function hyphenateRu(text: string): string {
  return text.replace(/[а-яё]+/giu, (word) =>
    word.length < MIN_WORD
      ? word
      : RULES.reduce((result, rule) => result.replace(rule, `$1${SOFT_HYPHEN}$2`), word),
  );
}
