/**
 * The validation rules of spec section 5 that both the API and the web apply, and the texts of the
 * refusals the API answers and the web shows, each defined once.
 * Plain functions and constants only: the web bundles this module.
 */
export * from './email.ts';
export * from './person-name.ts';
export * from './listing.ts';
export * from './order-statuses.ts';
export * from './phone.ts';
export * from './messages/auth.ts';
export * from './messages/rate-limits.ts';
export * from './messages/cart.ts';
export * from './messages/cabinet.ts';
export * from './messages/checkout.ts';
export * from './messages/helpdesk.ts';
