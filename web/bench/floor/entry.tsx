import { ApolloClient, HttpLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/**
 * The floor of `pnpm bench:web`: an empty page with only the store's libraries — React, React
 * Router and Apollo Client, each used the way the store uses it — built by the store's Vite config.
 */
const field = (name: string, selections?: unknown[]) => ({
  kind: 'Field',
  name: { kind: 'Name', value: name },
  ...(selections ? { selectionSet: { kind: 'SelectionSet', selections } } : {}),
});

/** `query FloorMarket { market { id } }`, compiled ahead as the store's documents are. */
const MarketQuery = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FloorMarket' },
      selectionSet: { kind: 'SelectionSet', selections: [field('market', [field('id')])] },
    },
  ],
} as unknown as TypedDocumentNode<{ market: { id: string } }>;

function Page() {
  const { data } = useQuery(MarketQuery);
  return <main>{data?.market.id}</main>;
}

const client = new ApolloClient({
  cache: new InMemoryCache(),
  link: new HttpLink({ uri: '/graphql' }),
});
const router = createBrowserRouter([{ path: '/', Component: Page }]);
const container = document.getElementById('root');
if (container) {
  hydrateRoot(
    container,
    <StrictMode>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </StrictMode>,
  );
}
