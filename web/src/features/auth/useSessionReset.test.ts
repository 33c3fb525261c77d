import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { sessionResetLink } from './useSessionReset.ts';

const ViewerQuery = gql`
  query Viewer {
    viewerId
  }
`;

/** Asks the query once through the reset link, the BFF answering `answer`. */
async function ask(answer: FormattedExecutionResult) {
  const reset = vi.fn();
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: sessionResetLink(reset).concat(new ApolloLink(() => of(answer))),
  });
  await client.query({ query: ViewerQuery, errorPolicy: 'all' });
  return reset;
}

describe('the session reset link', () => {
  it('resets the visitor when the BFF could not refresh the session', async () => {
    const reset = await ask({
      data: { viewerId: null },
      errors: [{ message: 'Session expired', extensions: { sessionReset: true } }],
    });
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('leaves the visitor alone on any other error or answer', async () => {
    expect(
      await ask({ data: { viewerId: null }, errors: [{ message: 'Not found' }] }),
    ).not.toHaveBeenCalled();
    expect(await ask({ data: { viewerId: '1' } })).not.toHaveBeenCalled();
  });
});
