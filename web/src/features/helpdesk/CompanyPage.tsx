import { useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { PointsMap } from '../../components/map/PointsMap.tsx';
import type { MapTiles } from '../../components/map/types.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { telHref } from '../../lib/tel-href.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import { useHelpdeskContext } from './useHelpdeskContext.ts';
import styles from './CompanyPage.module.scss';

export const CompanyPagePageFragment = graphql(`
  fragment CompanyPage_page on AboutCompanyPage {
    id
    title
    about
    requisites {
      title
      value
    }
    contacts {
      phone
      email
      salesEmail
      address
    }
    offices {
      id
      title
      address
      latitude
      longitude
      phone
      hours
    }
    feedbackAllowed
    seo {
      h1
    }
  }
`);

const mapHref = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/**
 * The market's company page: about the company, its requisites and contacts, its offices on a map
 * and in a list (the list stays usable without the map), and the feedback form.
 */
export function CompanyPage({
  page,
  tiles,
  captcha,
}: {
  page: FragmentType<typeof CompanyPagePageFragment>;
  tiles: MapTiles;
  captcha: CaptchaSlot;
}) {
  const data = getFragmentData(CompanyPagePageFragment, page);
  const { signedIn } = useHelpdeskContext();
  const [selected, setSelected] = useState<string | null>(null);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{data.seo.h1 ?? data.title}</h1>
      <div className={styles.top}>
        <section aria-labelledby="company-about" className={styles.about}>
          <h2 id="company-about" className={styles.heading}>
            О компании
          </h2>
          {data.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section aria-labelledby="company-contacts" className={styles.card}>
          <h2 id="company-contacts" className={styles.heading}>
            Контакты
          </h2>
          <a href={telHref(data.contacts.phone)} className={styles.contact}>
            <Icon name="phone" size={18} />
            <span>{data.contacts.phone}</span>
          </a>
          <a href={`mailto:${data.contacts.email}`} className={styles.contact}>
            <Icon name="mail" size={18} />
            <span>{data.contacts.email}</span>
          </a>
          <p className={styles.note}>
            Отдел продаж и заказы юридических лиц:{' '}
            <a href={`mailto:${data.contacts.salesEmail}`}>{data.contacts.salesEmail}</a>
          </p>
          <p className={styles.note}>{data.contacts.address}</p>
        </section>
      </div>

      <section aria-labelledby="company-offices" className={styles.section}>
        <h2 id="company-offices" className={styles.heading}>
          Офисы и склады
        </h2>
        <div className={styles.offices}>
          <PointsMap
            className={styles.map}
            label="Офисы на карте"
            tiles={tiles}
            points={data.offices.map((office) => ({
              id: office.id,
              latitude: office.latitude,
              longitude: office.longitude,
              title: `${office.title}: ${office.address}`,
            }))}
            selectedId={selected}
            onSelect={setSelected}
          />
          <ul className={styles.officeList}>
            {data.offices.map((office) => (
              <li
                key={office.id}
                className={styles.office}
                data-selected={office.id === selected || undefined}
              >
                <button
                  type="button"
                  className={styles.officeTitle}
                  aria-pressed={office.id === selected}
                  onClick={() => setSelected(office.id)}
                >
                  {office.title}
                </button>
                <span>{office.address}</span>
                <span className={styles.muted}>{office.hours}</span>
                <a href={telHref(office.phone)}>{office.phone}</a>
                <a
                  className={styles.muted}
                  href={mapHref(office.latitude, office.longitude)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {office.latitude.toFixed(4)}, {office.longitude.toFixed(4)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className={styles.bottom}>
        <section aria-labelledby="company-requisites" className={styles.section}>
          <h2 id="company-requisites" className={styles.heading}>
            Реквизиты
          </h2>
          <dl className={styles.requisites}>
            {data.requisites.map((line) => (
              <div key={line.title} className={styles.requisite}>
                <dt>{line.title}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {data.feedbackAllowed && (
          <section
            aria-labelledby="company-feedback"
            className={`${styles.section} ${styles.card}`}
          >
            <h2 id="company-feedback" className={styles.heading}>
              Напишите нам
            </h2>
            <FeedbackForm signedIn={signedIn} captcha={captcha} />
          </section>
        )}
      </div>
    </div>
  );
}
