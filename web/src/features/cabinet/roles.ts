import type { AccountRole } from '../../__generated__/graphql.ts';

/** Spec section 3: the list labels the account's owner Владелец and everyone else Гость. */
export const roleLabel = (isOwner: boolean) => (isOwner ? 'Владелец' : 'Гость');

/** The roles a member may be given, as the role picker names them. */
export const ROLE_OPTIONS: { value: AccountRole; label: string }[] = [
  { value: 'GUEST', label: roleLabel(false) },
  { value: 'OWNER', label: 'Все права' },
];
