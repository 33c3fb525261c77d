import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

/**
 * Appends a just-saved object (a contact, an address) to a list of the root query in the cache,
 * so the list shows it without a refetch.
 */
export function appendToRootList(
  cache: ApolloCache,
  field: 'contacts' | 'courierAddresses' | 'pickupAddresses',
  object: StoreObject,
): void {
  cache.modify<Record<typeof field, Reference[]>>({
    fields: {
      [field]: (
        existing: Reference[] = [],
        { toReference }: { toReference: (o: StoreObject) => Reference | undefined },
      ) => {
        const ref = toReference(object);
        return ref && !existing.some((item) => item.__ref === ref.__ref)
          ? [...existing, ref]
          : existing;
      },
    },
  });
}
