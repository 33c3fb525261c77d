/** The name of the promotions section: the list's fallback heading and the promotion's crumb. */
export const PROMOS_TITLE = 'Акции';
