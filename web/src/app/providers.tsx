import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { HeadProvider, type HeadCollector } from '../lib/head/head-context.tsx';
import { HydrationSignal } from './HydrationSignal.tsx';

/** Everything the route tree needs above it, the same on the server and in the browser. */
export function AppProviders({
  client,
  head,
  children,
}: {
  client: ApolloClient;
  /** The server's head collector; null in the browser, where pages update the document. */
  head: HeadCollector | null;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      {/* The same tree on the server and in the browser, so generated ids match at hydration. */}
      <HeadProvider collector={head}>{children}</HeadProvider>
      <HydrationSignal />
    </ApolloProvider>
  );
}
