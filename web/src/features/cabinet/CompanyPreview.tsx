import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql.ts';
import type { CompanyType } from '../../__generated__/graphql.ts';
import styles from './CompanyForm.module.scss';

const FindCompanyQuery = graphql(`
  query FindCompany($type: CompanyType!, $inn: String!, $kpp: String) {
    findCompany(type: $type, inn: $inn, kpp: $kpp) {
      type
      title
      inn
      kpp
      address
    }
  }
`);

/**
 * The register's card of the company the form names, shown once the tax ids are complete, so the
 * user sees whom they add. Nothing while they are incomplete or unknown.
 */
export function CompanyPreview({
  type,
  inn,
  kpp,
}: {
  type: CompanyType;
  inn: string;
  kpp: string | null;
}) {
  const { data } = useQuery(FindCompanyQuery, { variables: { type, inn, kpp } });
  const company = data?.findCompany;
  if (!company) return null;
  return (
    <div className={styles.preview} aria-label="Найдена организация" role="group">
      <p className={styles.previewTitle}>{company.title}</p>
      <p className={styles.previewAddress}>{company.address}</p>
    </div>
  );
}
