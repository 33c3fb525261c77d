/**
 * An account's title as everyone sees it (its members' menus, invitation letters): the account's
 * first company, else its owner's name (last and first), else «Аккаунт без названия». Never the
 * owner's e-mail or phone, which the stored title of an account created at sign-up holds and
 * guests must not see. `alias` is the `accounts` row of the query.
 */
export function accountTitleSql(alias: string): string {
  return `COALESCE(
    (SELECT c.title FROM customers c WHERE c.account_id = ${alias}.id
     ORDER BY c.created_at, c.id LIMIT 1),
    (SELECT NULLIF(btrim(concat_ws(' ', o.last_name, o.first_name)), '')
     FROM users o WHERE o.id = ${alias}.owner_user_id),
    'Аккаунт без названия'
  )`;
}
