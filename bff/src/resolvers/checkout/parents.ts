/**
 * The checkout's parent carries nothing: its orders and cost centres are separate REST calls, made
 * only when the operation asks for them.
 */
export type CheckoutParent = Record<string, never>;
