import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { formatDate } from '../../lib/dates.ts';
import { formatPhone } from '../../lib/rules/phone.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Pager } from './Pager.tsx';
import { RolePicker } from './RolePicker.tsx';
import { roleLabel } from './roles.ts';
import panel from './Panel.module.scss';
import styles from './UserList.module.scss';

export const UserListPageFragment = graphql(`
  fragment UserList_page on AccountUserPage {
    totalSize
    pageSize
    pageNumber
    users {
      id
      displayName
      role
      isOwner
      email
      phone
      lastActivityAt
    }
  }
`);

type Contacts = { email?: string | null; phone?: string | null };

/** Whether a member is the signed-in user: e-mails and phones each belong to one user. */
const isViewer = (user: Contacts, viewer: Contacts) =>
  Boolean(
    (user.email && user.email === viewer.email) || (user.phone && user.phone === viewer.phone),
  );

/** The account's users with their roles; with MANAGE_USERS a member's role can change. */
export function UserList({
  page,
  canManage,
  viewer,
}: {
  page: FragmentType<typeof UserListPageFragment>;
  canManage: boolean;
  /** The signed-in user (found by e-mail or phone): their own role change moves them on. */
  viewer: { email?: string | null; phone?: string | null };
}) {
  const data = getFragmentData(UserListPageFragment, page);
  return (
    <section className={panel.panel} aria-labelledby="users-title">
      <h2 id="users-title" className={panel.heading}>
        Пользователи аккаунта
      </h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Имя</th>
              <th scope="col">Контакты</th>
              <th scope="col">Роль</th>
              <th scope="col">Был в аккаунте</th>
            </tr>
          </thead>
          <tbody>
            {data.users.map((user) => (
              <tr key={user.id}>
                <th scope="row">{user.displayName}</th>
                <td>
                  {[user.email, user.phone && formatPhone(user.phone)].filter(Boolean).join(', ')}
                </td>
                <td>
                  {canManage && !user.isOwner ? (
                    <RolePicker
                      userId={user.id}
                      name={user.displayName}
                      role={user.role}
                      self={isViewer(user, viewer)}
                    />
                  ) : (
                    roleLabel(user.isOwner)
                  )}
                </td>
                <td>{user.lastActivityAt ? formatDate(user.lastActivityAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager totalSize={data.totalSize} pageSize={data.pageSize} pageNumber={data.pageNumber} />
    </section>
  );
}
