import { HttpError } from '../../plugins/errors.ts';
import { isValidInn, typeOfInn, type CompanyType } from './tax-id.ts';
import {
  COMPANY_NOT_FOUND_MESSAGE,
  INN_LENGTH_MESSAGE,
  KPP_LENGTH_MESSAGE,
} from '../../rules/messages/cabinet.ts';

export { COMPANY_NOT_FOUND_MESSAGE };

export const companyNotFound = () =>
  new HttpError(404, 'COMPANY_NOT_FOUND', COMPANY_NOT_FOUND_MESSAGE);

export interface TaxQuery {
  type: CompanyType;
  inn: string;
  kpp: string | null;
}

/**
 * The company form's rules: a tax id of 10 to 12 characters (400 INVALID_INN), a КПП of 9 for a
 * legal entity when `kppRequired` or whenever one is given (400 INVALID_KPP). A tax id that fails
 * its check digits, or does not fit the type, cannot be in the register: 404 COMPANY_NOT_FOUND.
 */
export function parseTaxQuery(
  input: { type?: CompanyType | undefined; inn: string; kpp?: string | null | undefined },
  { kppRequired }: { kppRequired: boolean },
): TaxQuery {
  const inn = input.inn.trim();
  if (inn.length < 10 || inn.length > 12) {
    throw new HttpError(400, 'INVALID_INN', INN_LENGTH_MESSAGE);
  }
  const type = input.type ?? typeOfInn(inn);
  const kpp = type === 'legal' ? (input.kpp?.trim() ?? '') : '';
  if (type === 'legal' && (kpp.length > 0 || kppRequired) && kpp.length !== 9) {
    throw new HttpError(400, 'INVALID_KPP', KPP_LENGTH_MESSAGE);
  }
  if (!isValidInn(inn, type)) throw companyNotFound();
  return { type, inn, kpp: kpp || null };
}
