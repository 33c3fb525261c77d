import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { EMAIL_FORMAT_MESSAGE, isValidEmail } from '../../lib/rules/email.ts';
import { InviteUserMutation } from './operations.ts';
import panel from './Panel.module.scss';
import styles from './InviteForm.module.scss';

/** Invites a person by e-mail into the current account; they join as a guest from the link. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The pending invitations list the new one.
  const [invite, { loading }] = useFormMutation(InviteUserMutation, 'inviteUser', {
    refetchQueries: 'active',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSentTo(null);
    if (!isValidEmail(email)) {
      setError(EMAIL_FORMAT_MESSAGE);
      return;
    }
    const outcome = await invite({ email: email.trim() });
    if (!outcome.ok || !outcome.payload.invitation) {
      const failure = outcome.ok ? undefined : outcome.userErrors[0];
      setError(
        failure?.code === 'INVALID_EMAIL'
          ? EMAIL_FORMAT_MESSAGE
          : (failure?.message ?? REQUEST_FAILED_MESSAGE),
      );
      return;
    }
    setEmail('');
    setSentTo(outcome.payload.invitation.email);
  }

  return (
    <form
      className={panel.panel}
      aria-labelledby="invite-title"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id="invite-title" className={panel.heading}>
        Пригласить пользователя
      </h2>
      <p className={panel.muted}>Мы отправим ссылку-приглашение. Пользователь войдёт как гость.</p>
      <div className={styles.row}>
        <Field
          label="E-mail"
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" disabled={loading} className={styles.submit}>
          Пригласить
        </Button>
      </div>
      {sentTo && (
        <p className={panel.success} role="status">
          Приглашение отправлено на {sentTo}
        </p>
      )}
    </form>
  );
}
