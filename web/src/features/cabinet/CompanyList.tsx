import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { formatMoney } from '../../components/product/format-money.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Pager } from './Pager.tsx';
import panel from './Panel.module.scss';
import styles from './CompanyList.module.scss';

export const CompanyListPageFragment = graphql(`
  fragment CompanyList_page on CompanyPage {
    totalSize
    pageSize
    pageNumber
    companies {
      id
      type
      title
      inn
      kpp
      ogrn
      address
      current
      priceType {
        code
        title
      }
      limit {
        type
        amount
        currencyCode
      }
    }
  }
`);

const LIMIT_TITLES = { PURCHASE: 'Лимит закупок', CREDIT: 'Кредитный лимит' } as const;

/** The current account's companies, a page at a time, the current customer marked. */
export function CompanyList({ page }: { page: FragmentType<typeof CompanyListPageFragment> }) {
  const data = getFragmentData(CompanyListPageFragment, page);
  if (data.totalSize === 0) {
    return (
      <div className={panel.panel}>
        <p className={panel.muted}>Компаний пока нет. Добавьте первую по ИНН.</p>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Компании">
        {data.companies.map((company) => (
          <li key={company.id} className={panel.panel} aria-label={company.title}>
            <div className={styles.head}>
              <h2 className={panel.heading}>{company.title}</h2>
              {company.current && <span className={styles.badge}>Текущий контрагент</span>}
            </div>
            <dl className={styles.facts}>
              <dt>ИНН</dt>
              <dd>{company.inn}</dd>
              {company.kpp && (
                <>
                  <dt>КПП</dt>
                  <dd>{company.kpp}</dd>
                </>
              )}
              <dt>{company.type === 'LEGAL' ? 'ОГРН' : 'ОГРНИП'}</dt>
              <dd>{company.ogrn}</dd>
              <dt>Адрес</dt>
              <dd>{company.address}</dd>
              <dt>Тип цен</dt>
              <dd>{company.priceType.title}</dd>
              {company.limit && (
                <>
                  <dt>{LIMIT_TITLES[company.limit.type]}</dt>
                  <dd>{formatMoney(company.limit)}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <Pager totalSize={data.totalSize} pageSize={data.pageSize} pageNumber={data.pageNumber} />
    </>
  );
}
