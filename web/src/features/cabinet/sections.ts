/** The cabinet's sections (spec section 2): their addresses, titles and the permission they need. */
export interface CabinetSection {
  path: string;
  title: string;
  permission?: string;
}

export const CABINET_SECTIONS = {
  profile: { path: '/cabinet/profile', title: 'Профиль' },
  orders: { path: '/cabinet/orders', title: 'Мои заказы' },
  companies: { path: '/cabinet/companies', title: 'Мои компании' },
  users: { path: '/cabinet/users', title: 'Пользователи', permission: 'LIST_USERS' },
} as const satisfies Record<string, CabinetSection>;

/** The sections the user may open: links that need no permission always show. */
export function visibleSections(permissions: readonly string[]): CabinetSection[] {
  return Object.values(CABINET_SECTIONS).filter(
    (section: CabinetSection) => !section.permission || permissions.includes(section.permission),
  );
}

export const hasPermission = (permissions: readonly string[], permission: string) =>
  permissions.includes(permission);
