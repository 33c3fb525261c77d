import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AccountRole } from '../../__generated__/graphql.ts';
import { UpdateUserRoleMutation } from './operations.ts';
import { ROLE_OPTIONS } from './roles.ts';
import { CABINET_SECTIONS } from './sections.ts';
import styles from './UserList.module.scss';
import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { reloadForSession } from '../../lib/apollo/reload-for-session.ts';

/** Changes a member's role at once; a refusal of the API is shown beside it. */
export function RolePicker({
  userId,
  name,
  role,
  self,
}: {
  userId: string;
  name: string;
  role: AccountRole;
  /** The member is the signed-in user. */
  self: boolean;
}) {
  const [update, { loading }] = useFormMutation(UpdateUserRoleMutation, 'updateUserRole');
  const client = useApolloClient();
  const navigate = useNavigate();

  /**
   * A member who changes their own role changes their own permissions: they go to their profile
   * (the users page may no longer be theirs) and everything is loaded again for the new role.
   */
  async function leaveForOwnProfile() {
    await navigate(CABINET_SECTIONS.profile.path, { replace: true });
    await reloadForSession(client);
  }
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
          void update({ input: { userId, role: next } }).then((outcome) => {
            if (outcome.ok && self) return leaveForOwnProfile();
            setError(
              outcome.ok
                ? null
                : outcome.failed
                  ? REQUEST_FAILED_MESSAGE
                  : (outcome.userErrors[0]?.message ?? REQUEST_FAILED_MESSAGE),
            );
          });
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
