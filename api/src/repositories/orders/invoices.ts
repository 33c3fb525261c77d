import type { Sql } from '../../db/types.ts';
import type { InvoiceBuyer, InvoiceSeller } from '../../invoices/invoice-pdf.ts';

interface RequisitesRow {
  legal_name: string | null;
  inn: string | null;
  kpp: string | null;
  address: string | null;
  bank_name: string | null;
  bic: string | null;
  correspondent_account: string | null;
  account: string | null;
  seller_title: string;
  buyer_title: string | null;
  buyer_inn: string | null;
  buyer_kpp: string | null;
  buyer_address: string | null;
}

/**
 * The parties of an order's invoice: the seller's requisites and the buying company. Null when
 * the buyer is no company with an ИНН, or the seller has no bank requisites on file.
 */
export async function invoiceParties(
  db: Sql,
  orderId: string,
): Promise<{ seller: InvoiceSeller; buyer: InvoiceBuyer } | null> {
  const { rows } = await db.query<RequisitesRow>(
    `SELECT r.legal_name, r.inn, r.kpp, r.address, r.bank_name, r.bic, r.correspondent_account,
        r.account, o.seller_title, c.title AS buyer_title, c.inn AS buyer_inn, c.kpp AS buyer_kpp,
        c.address AS buyer_address
      FROM orders o
      LEFT JOIN sellers s ON s.id = o.seller_id
      LEFT JOIN seller_requisites r ON r.seller_slug = s.slug
      LEFT JOIN customers c ON c.id = o.customer_id
      WHERE o.id = $1`,
    [orderId],
  );
  const row = rows[0];
  if (!row?.buyer_inn || !row.inn || !row.legal_name || !row.bic) return null;
  return {
    seller: {
      name: row.legal_name,
      inn: row.inn,
      kpp: row.kpp,
      address: row.address ?? '',
      bankName: row.bank_name ?? '',
      bic: row.bic,
      correspondentAccount: row.correspondent_account ?? '',
      account: row.account ?? '',
    },
    buyer: {
      title: row.buyer_title ?? '',
      inn: row.buyer_inn,
      kpp: row.buyer_kpp,
      address: row.buyer_address,
    },
  };
}
