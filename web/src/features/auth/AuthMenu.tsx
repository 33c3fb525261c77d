import { Icon } from '../../components/ui/Icon.tsx';
import styles from './AuthMenu.module.scss';

/**
 * The header's account entry. For a visitor it offers sign-in; the sign-in modal and the signed-in
 * account menu come with the auth feature, so for now the button opens nothing.
 */
export function AuthMenu() {
  return (
    <button type="button" className={styles.entry} aria-haspopup="dialog">
      <Icon name="user" />
      <span className={styles.label}>Войти</span>
    </button>
  );
}
