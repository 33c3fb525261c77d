import {
  COMPANY_NOT_FOUND_MESSAGE,
  INN_LENGTH_MESSAGE,
  KPP_LENGTH_MESSAGE,
} from '@store/api/rules';
import type { CompanyType } from '../../__generated__/graphql.ts';

export interface CompanyDraft {
  type: CompanyType;
  inn: string;
  kpp: string;
}

export type CompanyFormErrors = Partial<Record<'inn' | 'kpp' | 'form', string>>;

export const EMPTY_COMPANY: CompanyDraft = { type: 'LEGAL', inn: '', kpp: '' };

export const INN_MESSAGE = INN_LENGTH_MESSAGE;
export const KPP_MESSAGE = KPP_LENGTH_MESSAGE;
export const NOT_FOUND_MESSAGE = COMPANY_NOT_FOUND_MESSAGE;

/** The company form's rules of spec section 5: ИНН of 10 to 12 characters, КПП of 9 for legal. */
export function validateCompany(draft: CompanyDraft): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  const inn = draft.inn.trim();
  if (inn.length < 10 || inn.length > 12) errors.inn = INN_MESSAGE;
  if (draft.type === 'LEGAL' && draft.kpp.trim().length !== 9) errors.kpp = KPP_MESSAGE;
  return errors;
}

/**
 * Where a refusal of the API goes: the format rules under their fields with the spec's texts, a
 * company already added with the API's words, and every other failure as «Организация не найдена».
 */
export function companyFailure(failure: { code: string; message: string }): CompanyFormErrors {
  if (failure.code === 'INVALID_INN') return { inn: INN_MESSAGE };
  if (failure.code === 'INVALID_KPP') return { kpp: KPP_MESSAGE };
  if (failure.code === 'COMPANY_ALREADY_ADDED') return { form: failure.message };
  return { form: NOT_FOUND_MESSAGE };
}
