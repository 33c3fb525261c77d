import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { formatDimensions } from './dimensions.ts';
import { ProductSection } from './ProductSection.tsx';
import styles from './ProductSections.module.scss';

export const ProductSpecsProductFragment = graphql(`
  fragment ProductSpecs_product on Product {
    sku
    brand {
      title
    }
    warranty
    properties {
      id
      title
      value
      units
    }
    dimensions {
      width
      height
      length
      weight
      volume
    }
  }
`);

/** The properties table, followed by the article, brand, warranty and the shown dimensions. */
export function ProductSpecs({
  product,
}: {
  product: FragmentType<typeof ProductSpecsProductFragment>;
}) {
  const data = getFragmentData(ProductSpecsProductFragment, product);
  const dimensions = data.dimensions ? formatDimensions(data.dimensions) : null;
  // A property of the same name (often «Вес») already says it; the row is not repeated.
  const named = new Set(data.properties.map((p) => p.title.toLowerCase()));
  const extra = (key: string, title: string, value: string | null | undefined) =>
    value && !named.has(title.toLowerCase()) ? [{ key, title, value }] : [];
  const rows: { key: string; title: string; value: string }[] = [
    { key: 'sku', title: 'Артикул', value: data.sku },
    ...(data.brand ? [{ key: 'brand', title: 'Бренд', value: data.brand.title }] : []),
    ...data.properties.map((p) => ({
      key: `p-${p.id}`,
      title: p.title,
      value: p.units ? `${p.value} ${p.units}` : p.value,
    })),
    ...extra('size', 'Габариты (Д × Ш × В)', dimensions?.size),
    ...extra('weight', 'Вес', dimensions?.weight),
    ...extra('volume', 'Объём', dimensions?.volume),
    ...extra('warranty', 'Гарантия', data.warranty),
  ];
  return (
    <ProductSection id="product-specs" title="Характеристики">
      <table className={styles.specs}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.title}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ProductSection>
  );
}
