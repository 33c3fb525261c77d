import { useQuery } from '@apollo/client/react';
import { HelpdeskContextQuery } from './operations.ts';
import { useMounted } from './useMounted.ts';

/** Whether the visitor is signed in (no captcha then) and what the market's help desk takes. */
export function useHelpdeskContext() {
  const mounted = useMounted();
  const { data } = useQuery(HelpdeskContextQuery, { skip: !mounted });
  return {
    ready: data !== undefined,
    signedIn: Boolean(data?.viewer),
    feedbackAllowed: data?.market.settings.contacts.feedbackAllowed ?? false,
    callbackAllowed: data?.market.settings.contacts.callbackAllowed ?? false,
  };
}
