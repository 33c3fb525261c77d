import { ApolloLink, gql, type FetchResult } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendInNextTask } from './browser-client.ts';

const query = gql`
  query Ping {
    ping
  }
`;

/** The link chain with a terminating link that records when it was asked to send. */
function chain() {
  const sent = vi.fn();
  const terminal = new ApolloLink(
    () =>
      new Observable<FetchResult>((subscriber) => {
        sent();
        subscriber.next({ data: { ping: 'pong' } });
        subscriber.complete();
      }),
  );
  return { sent, link: sendInNextTask.concat(terminal) };
}

const execute = (link: ApolloLink, context?: Record<string, unknown>) =>
  ApolloLink.execute(link, { query, context }, { client: {} as never });

describe('sendInNextTask', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a request in the task after the one that asked for it, and passes its answer on', () => {
    const { sent, link } = chain();
    const next = vi.fn();
    execute(link).subscribe({ next });
    expect(sent).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(sent).toHaveBeenCalledOnce();
    expect(next).toHaveBeenCalledWith({ data: { ping: 'pong' } });
  });

  it('never sends a request unsubscribed before its task came', () => {
    const { sent, link } = chain();
    execute(link).subscribe({}).unsubscribe();
    vi.runOnlyPendingTimers();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends a request made with keepalive at once, as the page it was made on may be going', () => {
    const { sent, link } = chain();
    execute(link, { fetchOptions: { keepalive: true } }).subscribe({});
    expect(sent).toHaveBeenCalledOnce();
  });
});
