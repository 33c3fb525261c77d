import type { ReactNode } from 'react';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { SignInRedirect } from '../../features/auth/SignInRedirect.tsx';
import {
  CabinetLayout,
  type CabinetLayoutViewerFragment,
} from '../../features/cabinet/CabinetLayout.tsx';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell, type StoreShellQueryFragment } from '../shell/StoreShell.tsx';

/**
 * What a cabinet page's query asks for its frame: the store's shell and the viewer for the cabinet's
 * layout (null when nobody is signed in). Spread it `@unmask`ed, so the page reads `viewer` itself.
 */
export const CabinetFrameQueryFragment = graphql(`
  fragment CabinetFrame_query on Query {
    ...StoreShell_query
    viewer {
      id
      ...CabinetLayout_viewer
    }
  }
`);

type ShellQuery = FragmentType<typeof StoreShellQueryFragment>;
type LayoutViewer = FragmentType<typeof CabinetLayoutViewerFragment>;

/**
 * A cabinet page in the store frame: its title (never indexed) and the cabinet's layout around
 * `children`. When the answer says nobody is signed in any more, the visitor goes to sign in.
 */
export function CabinetFrame<TViewer extends LayoutViewer>({
  query,
  viewer,
  title,
  children,
}: {
  query: ShellQuery;
  viewer: TViewer | null;
  title: string;
  children: (viewer: TViewer) => ReactNode;
}) {
  if (!viewer) return <SignInRedirect />;
  return (
    <SignedInFrame query={query} viewer={viewer} title={title}>
      {children(viewer)}
    </SignedInFrame>
  );
}

function SignedInFrame({
  query,
  viewer,
  title,
  children,
}: {
  query: ShellQuery;
  viewer: LayoutViewer;
  title: string;
  children: ReactNode;
}) {
  useHead({ title, noindex: true });
  return (
    <StoreShell query={query}>
      <CabinetLayout viewer={viewer} title={title}>
        {children}
      </CabinetLayout>
    </StoreShell>
  );
}
