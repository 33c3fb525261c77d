import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { AccountRole } from '../../__generated__/graphql.ts';
import { UpdateUserRoleMutation } from './operations.ts';
import { ROLE_OPTIONS } from './roles.ts';
import styles from './UserList.module.scss';

/** Changes a member's role at once; a refusal of the API is shown beside it. */
export function RolePicker({
  userId,
  name,
  role,
}: {
  userId: string;
  name: string;
  role: AccountRole;
}) {
  const [update, { loading }] = useMutation(UpdateUserRoleMutation);
  const [error, setError] = useState<string | null>(null);
  return (
    <span className={styles.picker}>
      <select
        aria-label={`Роль: ${name}`}
        className={styles.select}
        value={role}
        disabled={loading}
        onChange={(event) => {
          setError(null);
          const next = event.target.value as AccountRole;
          void update({ variables: { input: { userId, role: next } } }).then(({ data }) =>
            setError(data?.updateUserRole.userErrors[0]?.message ?? null),
          );
        }}
      >
        {ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  );
}
