/**
 * `?newCompany=1` on any store page opens the new-company form in a modal (for a user with
 * CREATE_COMPANY). The header's account menu and the finish-registration step of a legal entity
 * open it this way.
 */
export const NEW_COMPANY_PARAM = 'newCompany';

/** The current address with the new-company form asked for. */
export function withNewCompany(search: string): string {
  const params = new URLSearchParams(search);
  params.set(NEW_COMPANY_PARAM, '1');
  return `?${params.toString()}`;
}

/** The current address without the request. */
export function withoutNewCompany(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NEW_COMPANY_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const wantsNewCompany = (search: string) =>
  new URLSearchParams(search).get(NEW_COMPANY_PARAM) === '1';

/** The id of the companies page's inline form. */
export const NEW_COMPANY_SECTION = 'new-company';
