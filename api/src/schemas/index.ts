/**
 * The REST contract: request and response schemas of every route. The BFF imports the inferred
 * types from here (type-only), so both sides of the wire agree at compile time.
 */
export * from './common.ts';
export * from './settings.ts';
export * from './layout.ts';
export * from './home.ts';
export * from './auth.ts';
export * from './user.ts';
export * from './cabinet.ts';
export * from './city.ts';
export * from './catalog.ts';
export * from './subscription.ts';
export * from './helpdesk.ts';
export * from './cart.ts';
export * from './checkout.ts';
export * from './orders.ts';
export * from './pages.ts';
