import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import type { AccountMenuViewerFragment } from '../../features/accounts/AccountMenu.tsx';
import { AccountMenu } from '../../features/accounts/AccountMenu.tsx';
import type { AuthMenuViewerFragment } from '../../features/auth/AuthMenu.tsx';
import { AuthMenu } from '../../features/auth/AuthMenu.tsx';
import type { CabinetMenuLinksViewerFragment } from '../../features/cabinet/CabinetMenuLinks.tsx';
import { CabinetMenuLinks } from '../../features/cabinet/CabinetMenuLinks.tsx';
import { OnboardingTarget } from '../../features/onboarding/OnboardingTarget.tsx';

type HeaderViewer = FragmentType<typeof AuthMenuViewerFragment> &
  FragmentType<typeof AccountMenuViewerFragment> &
  FragmentType<typeof CabinetMenuLinksViewerFragment>;

/**
 * The header's account entries: «Войти» for a visitor; for a user, the account and customer
 * menu with the cabinet's links, then the user's own menu. A user without a company is shown the
 * legal-entity hint on it.
 */
export function HeaderAccount({
  viewer,
  hasCompany,
}: {
  viewer: HeaderViewer | null;
  hasCompany: boolean;
}) {
  const authMenu = (
    <OnboardingTarget
      id="legalEntities"
      placement="header"
      enabled={viewer !== null && !hasCompany}
    >
      <AuthMenu viewer={viewer} />
    </OnboardingTarget>
  );
  if (!viewer) return authMenu;
  return (
    <AccountMenu
      viewer={viewer}
      links={(close) => <CabinetMenuLinks viewer={viewer} onNavigate={close} />}
    >
      {authMenu}
    </AccountMenu>
  );
}
