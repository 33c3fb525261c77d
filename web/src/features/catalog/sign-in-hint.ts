/** Spec section 9: the catalogue menu closes first, then sign-in opens this much later. */
export const SIGN_IN_HINT_DELAY_MS = 500;

/**
 * Opens sign-in once the catalogue menu has had time to close, so the two never show at once.
 * Returns a cancel function for a menu that unmounts before the delay ends.
 */
export function openSignInAfterMenu(
  openSignIn: () => void,
  schedule: (run: () => void, ms: number) => ReturnType<typeof setTimeout> = setTimeout,
): () => void {
  const timer = schedule(openSignIn, SIGN_IN_HINT_DELAY_MS);
  return () => clearTimeout(timer);
}
