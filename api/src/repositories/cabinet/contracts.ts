import type { Sql } from '../../db/types.ts';

/**
 * Gives the contract with a company of the register to one account (the sales team's decision,
 * after checking the signed contract): that account's customer for the company, now or when it
 * is added later, buys on the register's negotiated price type and limit. A contract has one
 * holder, so customers of the company in any other account fall back to the standard terms;
 * their members reach the negotiated terms only by the holder's invitation.
 */
export async function grantContract(
  tx: Sql,
  registryId: number,
  accountId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO company_contracts (registry_id, account_id, granted_at) VALUES ($1, $2, $3)
     ON CONFLICT (registry_id) DO UPDATE SET account_id = excluded.account_id,
       granted_at = excluded.granted_at`,
    [registryId, accountId, now],
  );
  await tx.query(
    `UPDATE customers c SET
       price_type = CASE WHEN c.account_id = $2 THEN r.price_type ELSE 'RETAIL' END,
       limit_type = CASE WHEN c.account_id = $2 THEN r.limit_type END,
       limit_amount = CASE WHEN c.account_id = $2 THEN r.limit_amount END
     FROM company_registry r
     WHERE r.id = $1 AND c.inn = r.inn AND COALESCE(c.kpp, '') = COALESCE(r.kpp, '')`,
    [registryId, accountId],
  );
}
