/**
 * Shipment and delivery variant ids of the REST API are unique only within their checkout order
 * (every order may have an "in stock" shipment with a "courier" variant), but Apollo's cache
 * normalises objects by id, so two orders would overwrite each other's shipments. The GraphQL ids
 * therefore carry their parents' ids; the step mutations take them back apart.
 */
const SEPARATOR = '|';

export const shipmentGqlId = (orderId: string, shipmentId: string) =>
  [orderId, shipmentId].map(encodeURIComponent).join(SEPARATOR);

export const variantGqlId = (orderId: string, shipmentId: string, variantId: string) =>
  [orderId, shipmentId, variantId].map(encodeURIComponent).join(SEPARATOR);

/** The REST id at the end of a composed id; an id that was never composed is taken as it is. */
export function restIdOf(gqlId: string): string {
  const parts = gqlId.split(SEPARATOR);
  return decodeURIComponent(parts.at(-1) ?? gqlId);
}
