/** The link back home shared by the error page and its apology fallback. */
export const HOME_LINK_TEXT = 'На главную';

/** The 404 text of spec section 2, kept exactly as the spec writes it. */
export const NOT_FOUND_TEXT = 'This page could not be found';
