import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { formatCount, pluralRu } from '../../lib/intl.ts';
import { CYRILLIC, groupByLetter, LATIN, letterAnchor, OTHER } from './brand-letters.ts';
import styles from './BrandIndex.module.scss';

export const BrandIndexPageFragment = graphql(`
  fragment BrandIndex_page on BrandIndexPage {
    brands {
      id
      slug
      title
      productCount
      logo {
        url(width: 160)
      }
    }
  }
`);

const PRODUCT_FORMS = ['товар', 'товара', 'товаров'] as const;

function Alphabet({ letters, present }: { letters: readonly string[]; present: Set<string> }) {
  return (
    <ul className={styles.alphabet}>
      {letters.map((letter) => (
        <li key={letter}>
          {present.has(letter) ? (
            <a href={`#${letterAnchor(letter)}`} className={styles.letter}>
              {letter}
            </a>
          ) : (
            <span className={`${styles.letter} ${styles.empty}`} aria-hidden="true">
              {letter}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every brand of the market under its letter, with an index of Latin and Cyrillic letters to jump
 * to; each brand opens the catalogue filtered by it.
 */
export function BrandIndex({ page }: { page: FragmentType<typeof BrandIndexPageFragment> }) {
  const { brands } = getFragmentData(BrandIndexPageFragment, page);
  const groups = groupByLetter(brands);
  const present = new Set(groups.map((g) => g.letter));
  return (
    <>
      <nav aria-label="Алфавитный указатель" className={styles.index}>
        <Alphabet letters={LATIN} present={present} />
        <Alphabet
          letters={present.has(OTHER) ? [...CYRILLIC, OTHER] : CYRILLIC}
          present={present}
        />
      </nav>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section
            key={group.letter}
            id={letterAnchor(group.letter)}
            aria-labelledby={`${letterAnchor(group.letter)}-title`}
            className={styles.group}
          >
            <h2 id={`${letterAnchor(group.letter)}-title`} className={styles.groupLetter}>
              {group.letter}
            </h2>
            <ul className={styles.grid}>
              {group.brands.map((brand) => (
                <li key={brand.id}>
                  <Link
                    to={`/catalog?brand=${encodeURIComponent(brand.slug)}`}
                    className={styles.card}
                  >
                    {brand.logo ? (
                      <img src={brand.logo.url} alt="" className={styles.logo} loading="lazy" />
                    ) : (
                      <span className={styles.placeholder} aria-hidden="true">
                        {brand.title.charAt(0)}
                      </span>
                    )}
                    <span className={styles.name}>{brand.title}</span>
                    <span className={styles.count}>
                      {formatCount(brand.productCount)}{' '}
                      {pluralRu(brand.productCount, PRODUCT_FORMS)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
