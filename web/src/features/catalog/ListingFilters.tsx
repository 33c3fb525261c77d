import { useDisplayCurrency } from '../../components/ui/display-money.tsx';
import { FacetChecklist } from './FacetChecklist.tsx';
import type { ListingFacetsData } from './facets.ts';
import { toggleValue } from './listing-links.ts';
import { PARAM, type ListingState } from './listing-params.ts';
import { RangeFilter } from './RangeFilter.tsx';
import { SLUG_FACETS, type SlugFacetKey } from './slug-facets.ts';
import { useListingLinks } from './useListingLinks.ts';
import styles from './ListingFilters.module.scss';

const rangeKey = (range: { min?: number; max?: number }) => `${range.min ?? ''}-${range.max ?? ''}`;

/**
 * The filters panel: price, brands, categories, virtual categories (current promotions) and every
 * property facet of the listing.
 */
export function ListingFilters({
  facets,
  state,
  showCategories = true,
  showVirtualCategories = true,
}: {
  facets: ListingFacetsData;
  state: ListingState;
  /** False where a category filter makes no sense for the scope. */
  showCategories?: boolean;
  /** False on a promotion's own page, where the promotion is the scope already. */
  showVirtualCategories?: boolean;
}) {
  const { params, apply } = useListingLinks();
  const toggle = (key: string) => (value: string) => apply(toggleValue(params, key, value));
  const shown: Record<SlugFacetKey, boolean> = {
    brands: true,
    categories: showCategories,
    virtualCategories: showVirtualCategories,
  };
  const price = { min: state.priceMin, max: state.priceMax };
  // Prices are kept in roubles in the address and shown in the visitor's display currency.
  const currency = useDisplayCurrency();
  return (
    <div className={styles.filters}>
      {facets.price && (
        <RangeFilter
          key={`${rangeKey(price)}:${currency.symbol}`}
          title="Цена"
          units={currency.symbol}
          value={price}
          limits={facets.price}
          shown={{ scale: currency.rate, whole: true, nonNegative: true }}
          onApply={({ min, max }) => apply({ [PARAM.priceMin]: min, [PARAM.priceMax]: max })}
        />
      )}
      {SLUG_FACETS.filter((facet) => shown[facet.key]).map((facet) => (
        <FacetChecklist
          key={facet.key}
          title={facet.title}
          buckets={facets[facet.key]}
          selected={state[facet.key]}
          onToggle={toggle(facet.param)}
        />
      ))}
      {facets.properties.map((facet) => {
        const chosen = state.properties.find((item) => item.id === facet.propertyId);
        if (facet.type === 'NUMBER') {
          const value = { min: chosen?.min, max: chosen?.max };
          return (
            <RangeFilter
              key={`${facet.propertyId}:${rangeKey(value)}`}
              title={facet.title}
              units={facet.units}
              value={value}
              limits={facet}
              onApply={({ min, max }) =>
                apply({
                  [`${PARAM.propertyMin}${facet.propertyId}`]: min,
                  [`${PARAM.propertyMax}${facet.propertyId}`]: max,
                })
              }
            />
          );
        }
        return (
          <FacetChecklist
            key={facet.propertyId}
            title={facet.units ? `${facet.title}, ${facet.units}` : facet.title}
            buckets={facet.buckets}
            selected={chosen?.values ?? []}
            onToggle={toggle(`${PARAM.property}${facet.propertyId}`)}
          />
        );
      })}
    </div>
  );
}
