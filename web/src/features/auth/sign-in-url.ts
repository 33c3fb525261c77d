/** The address private routes send a signed-out visitor to (spec section 2). */
export const SIGN_IN_URL = '/?openAuth=true';
