import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { AppLink } from '../../components/ui/AppLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { telHref } from '../../lib/tel-href.ts';
import { SocialLinks } from './SocialLinks.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';
import styles from './Footer.module.scss';

export const FooterMarketFragment = graphql(`
  fragment Footer_market on Market {
    id
    settings {
      contacts {
        phone
        email
      }
      subscription {
        title
        description
      }
      socialLinks {
        kind
        title
        url
      }
      copyright
    }
    layout {
      footerColumns {
        title
        links {
          title
          url
        }
      }
      footerLinks {
        title
        url
      }
    }
  }
`);

/** The full footer: link columns, contacts, the subscription (only where the market has one). */
export function Footer({ market }: { market: FragmentType<typeof FooterMarketFragment> }) {
  const { settings, layout } = getFragmentData(FooterMarketFragment, market);
  const phoneHref = telHref(settings.contacts.phone);

  return (
    <footer className={styles.footer}>
      {settings.subscription && <SubscriptionSection subscription={settings.subscription} />}
      <div className={`container ${styles.columns}`}>
        {layout.footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={`${link.url}|${link.title}`}>
                  <AppLink to={link.url}>{link.title}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contacts" className={styles.contacts}>
          <h2 id="footer-contacts" className={styles.heading}>
            Контакты
          </h2>
          <a href={phoneHref} className={styles.phone}>
            <Icon name="phone" size={18} />
            <span>{settings.contacts.phone}</span>
          </a>
          <a href={`mailto:${settings.contacts.email}`} className={styles.email}>
            <Icon name="mail" size={18} />
            <span>{settings.contacts.email}</span>
          </a>
          <SocialLinks links={settings.socialLinks} />
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{settings.copyright}</p>
          {layout.footerLinks.length > 0 && (
            <ul className={styles.legal}>
              {layout.footerLinks.map((link) => (
                <li key={link.url}>
                  <AppLink to={link.url}>{link.title}</AppLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
