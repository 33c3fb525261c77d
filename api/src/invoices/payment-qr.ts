import QRCode from 'qrcode';

/** Who is paid: the requisites a bank app needs to fill a transfer. */
export interface Payee {
  name: string;
  inn: string;
  kpp: string | null;
  bankName: string;
  bic: string;
  correspondentAccount: string;
  account: string;
}

export interface PaymentOrder {
  payee: Payee;
  purpose: string;
  /** In kopecks. */
  sumKopecks: number;
  payerInn?: string | null;
}

/** A value of the payment string may hold neither the separator nor line breaks. */
const clean = (value: string) => value.replace(/\s*[|\r\n]+\s*/g, ' ').trim();

/**
 * The text of a payment QR code by ГОСТ Р 56042-2014: the header `ST0001` with encoding 2
 * (UTF-8), then `key=value` pairs separated by `|` — the mandatory Name, PersonalAcc, BankName,
 * BIC and CorrespAcc first, then the sum in kopecks, purpose and tax ids.
 */
export function paymentString({ payee, purpose, sumKopecks, payerInn }: PaymentOrder): string {
  const pairs: [string, string | null | undefined][] = [
    ['Name', payee.name],
    ['PersonalAcc', payee.account],
    ['BankName', payee.bankName],
    ['BIC', payee.bic],
    ['CorrespAcc', payee.correspondentAccount],
    ['Sum', String(sumKopecks)],
    ['Purpose', purpose],
    ['PayeeINN', payee.inn],
    ['KPP', payee.kpp],
    ['PayerINN', payerInn],
  ];
  return [
    'ST00012',
    ...pairs.filter(([, v]) => v).map(([k, v]) => `${k}=${clean(String(v))}`),
  ].join('|');
}

/** The QR code's modules (true = dark), row by row, with error correction level M. */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  );
}
