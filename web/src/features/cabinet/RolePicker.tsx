import { useState } from 'react';
import type { AccountRole } from '../../__generated__/graphql.ts';
import { UpdateUserRoleMutation } from './operations.ts';
import { ROLE_OPTIONS } from './roles.ts';
import styles from './UserList.module.scss';
import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';

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
  const [update, { loading }] = useFormMutation(
    'updateUserRole',
    UpdateUserRoleMutation,
    (data) => data.updateUserRole,
    // A member who changes their own role changes their own permissions: the page and its
    // menu are asked again, so a lost LIST_USERS leaves the users page at once.
    { refetchQueries: 'active' },
  );
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
          void update({ input: { userId, role: next } }).then((outcome) =>
            setError(
              outcome.ok
                ? null
                : outcome.failed
                  ? REQUEST_FAILED_MESSAGE
                  : (outcome.userErrors[0]?.message ?? REQUEST_FAILED_MESSAGE),
            ),
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
