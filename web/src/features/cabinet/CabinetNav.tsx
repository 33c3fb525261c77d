import { NavLink } from 'react-router';
import { visibleSections } from './sections.ts';
import styles from './CabinetNav.module.scss';

/**
 * The cabinet menu: Профиль, Мои заказы, Мои компании and, with LIST_USERS, Пользователи. Drawn
 * beside the cabinet pages and inside the header's account menu.
 */
export function CabinetNav({
  permissions,
  variant,
  onNavigate,
}: {
  permissions: readonly string[];
  variant: 'side' | 'menu';
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Личный кабинет" className={styles.nav} data-variant={variant}>
      <ul className={styles.list}>
        {visibleSections(permissions).map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} className={styles.link} onClick={onNavigate}>
              {section.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
