import type { Resolvers } from '../__generated__/resolvers-types.ts';

type ResolverMap = Record<string, unknown>;

/**
 * Joins the resolver maps of the domains. Each domain owns its types; the root types (Query,
 * Mutation) are shared, so their fields are merged, and a field defined twice is a startup error.
 */
export function mergeResolvers(parts: Resolvers[]): Resolvers {
  const merged: Record<string, ResolverMap> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part as Record<string, ResolverMap>)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Resolver ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
