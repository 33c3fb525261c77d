import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import styles from './ContentArticle.module.scss';

export const ContentArticlePageFragment = graphql(`
  fragment ContentArticle_page on ContentPage {
    title
    updatedAt
    sections {
      heading
      paragraphs
      items
    }
    links {
      title
      url
    }
    seo {
      h1
    }
  }
`);

const updatedDate = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** The text of an information page: its heading, sections, the date it changed and related pages. */
export function ContentArticle({
  page,
}: {
  page: FragmentType<typeof ContentArticlePageFragment>;
}) {
  const data = getFragmentData(ContentArticlePageFragment, page);
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{data.seo.h1 ?? data.title}</h1>
      {data.sections.map((section, index) => (
        <section key={section.heading ?? index} className={styles.section}>
          {section.heading && <h2 className={styles.heading}>{section.heading}</h2>}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items.length > 0 && (
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {data.links.length > 0 && (
        <nav aria-label="Смотрите также" className={styles.related}>
          <h2 className={styles.relatedTitle}>Смотрите также</h2>
          <ul>
            {data.links.map((link) => (
              <li key={link.url}>
                <Link to={link.url}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className={styles.updated}>
        Обновлено{' '}
        <time dateTime={data.updatedAt}>{updatedDate.format(new Date(data.updatedAt))}</time>
      </p>
    </article>
  );
}
