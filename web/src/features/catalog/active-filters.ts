import type { ListingFacetsData } from './facets.ts';
import type { ParamChange } from './listing-links.ts';
import { PARAM, type ListingState } from './listing-params.ts';
import { SLUG_FACETS } from './slug-facets.ts';

/** One applied filter as a removable chip. */
export interface ActiveFilter {
  key: string;
  /** What the filter is, e.g. «Бренд» or a property's name. */
  label: string;
  /** The chosen value as text; absent for price chips, which render the amounts. */
  value?: string;
  /** For price chips: the bounds, rendered as prices. */
  price?: { min?: number; max?: number };
  /** The address change that removes it. */
  remove: ParamChange;
}

function titleOf(buckets: readonly { slug: string; title: string }[], slug: string): string {
  return buckets.find((bucket) => bucket.slug === slug)?.title ?? slug;
}

function bounds(min: number | undefined, max: number | undefined, units: string | null): string {
  const suffix = units ? ` ${units}` : '';
  if (min !== undefined && max !== undefined) return `${min}–${max}${suffix}`;
  return min !== undefined ? `от ${min}${suffix}` : `до ${max}${suffix}`;
}

/** The chips of every applied filter, in panel order, with titles from the facets. */
export function activeFilters(
  state: ListingState,
  facets: ListingFacetsData | null,
  params: URLSearchParams,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const without = (key: string, value: string) => ({
    [key]: params.getAll(key).filter((item) => item !== value),
  });
  if (state.priceMin !== undefined || state.priceMax !== undefined) {
    chips.push({
      key: 'price',
      label: 'Цена',
      price: { min: state.priceMin, max: state.priceMax },
      remove: { [PARAM.priceMin]: null, [PARAM.priceMax]: null },
    });
  }
  for (const facet of SLUG_FACETS) {
    for (const slug of state[facet.key]) {
      chips.push({
        key: `${facet.chip}:${slug}`,
        label: facet.label,
        value: titleOf(facets?.[facet.key] ?? [], slug),
        remove: without(facet.param, slug),
      });
    }
  }
  for (const property of state.properties) {
    const facet = facets?.properties.find((item) => item.propertyId === property.id);
    const label = facet?.title ?? property.id;
    for (const value of property.values) {
      const key = `${PARAM.property}${property.id}`;
      chips.push({
        key: `${key}:${value}`,
        label,
        value: `${titleOf(facet?.buckets ?? [], value)}${facet?.units ? ` ${facet.units}` : ''}`,
        remove: without(key, value),
      });
    }
    if (property.min !== undefined || property.max !== undefined) {
      chips.push({
        key: `range:${property.id}`,
        label,
        value: bounds(property.min, property.max, facet?.units ?? null),
        remove: {
          [`${PARAM.propertyMin}${property.id}`]: null,
          [`${PARAM.propertyMax}${property.id}`]: null,
        },
      });
    }
  }
  return chips;
}
