import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { ProductSection as Section } from './ProductSection.tsx';
import styles from './ProductSections.module.scss';

export const ProductAboutProductFragment = graphql(`
  fragment ProductAbout_product on Product {
    description
    features
    items {
      title
      quantity
    }
    datasheets {
      title
      url
    }
    video
  }
`);

/** The description with its selling points, the package contents, the documents and the video. */
export function ProductAbout({
  product,
}: {
  product: FragmentType<typeof ProductAboutProductFragment>;
}) {
  const data = getFragmentData(ProductAboutProductFragment, product);
  const paragraphs = (data.description ?? '').split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <>
      {(paragraphs.length > 0 || data.features.length > 0 || data.video) && (
        <Section id="product-description" title="Описание">
          {paragraphs.map((text, index) => (
            <p key={index} className={styles.text}>
              {text}
            </p>
          ))}
          {data.features.length > 0 && (
            <ul className={styles.features}>
              {data.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          {data.video && (
            <a href={data.video} target="_blank" rel="noopener noreferrer" className={styles.video}>
              <Icon name="play" size={20} />
              Смотреть видеообзор
            </a>
          )}
        </Section>
      )}
      {data.items.length > 0 && (
        <Section id="product-items" title="Комплектация">
          <ul className={styles.items}>
            {data.items.map((item) => (
              <li key={item.title}>
                <span>{item.title}</span>
                <span className={styles.quantity}>{item.quantity}&nbsp;шт.</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {data.datasheets.length > 0 && (
        <Section id="product-docs" title="Документация">
          <ul className={styles.docs}>
            {data.datasheets.map((sheet) => (
              <li key={sheet.url}>
                <a href={sheet.url} target="_blank" rel="noopener noreferrer">
                  {sheet.title}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
