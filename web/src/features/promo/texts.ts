/** The name of the promotions section: the list's fallback heading and the promotion's crumb. */
export const PROMOS_TITLE = 'Акции';

/** The promotions running now, a section of the list. */
export const CURRENT_PROMOS_TITLE = 'Идут сейчас';

/** Promotions still to come: their section of the list and the mark on their cards and pages. */
export const UPCOMING = 'Скоро';

/** «Начнётся 9 декабря 2026». */
export const startsOn = (day: string) => `Начнётся ${day}`;
