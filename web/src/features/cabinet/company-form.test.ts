import { describe, expect, it } from 'vitest';
import {
  companyFailure,
  INN_MESSAGE,
  KPP_MESSAGE,
  NOT_FOUND_MESSAGE,
  validateCompany,
} from './company-form.ts';

describe('company form rules', () => {
  it('needs an ИНН of 10 to 12 characters', () => {
    expect(validateCompany({ type: 'INDIVIDUAL', inn: '123456789', kpp: '' })).toEqual({
      inn: INN_MESSAGE,
    });
    expect(validateCompany({ type: 'INDIVIDUAL', inn: '1234567890123', kpp: '' }).inn).toBe(
      INN_MESSAGE,
    );
    expect(validateCompany({ type: 'INDIVIDUAL', inn: ' 500100732259 ', kpp: '' })).toEqual({});
  });

  it('needs a КПП of 9 characters for a legal entity only', () => {
    expect(validateCompany({ type: 'LEGAL', inn: '7701925261', kpp: '77010100' })).toEqual({
      kpp: KPP_MESSAGE,
    });
    expect(validateCompany({ type: 'LEGAL', inn: '7701925261', kpp: '770101001' })).toEqual({});
    expect(validateCompany({ type: 'INDIVIDUAL', inn: '7701925261', kpp: '' })).toEqual({});
  });

  it('shows «Организация не найдена» when creation fails', () => {
    expect(companyFailure({ code: 'COMPANY_NOT_FOUND', message: 'x' })).toEqual({
      form: NOT_FOUND_MESSAGE,
    });
    expect(companyFailure({ code: 'INVALID_KPP', message: 'x' })).toEqual({ kpp: KPP_MESSAGE });
  });
});
