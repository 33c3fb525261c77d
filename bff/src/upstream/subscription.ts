import type { SubscribeRequest } from '@store/api/contract';
import type { StoreApi } from './store-api.ts';

/**
 * POST /v1/subscriptions. Throws UpstreamError: 400 INVALID_EMAIL, 404 SUBSCRIPTION_UNAVAILABLE on
 * a market without a newsletter, 429 when the visitor subscribed too many addresses.
 */
export async function subscribe(api: StoreApi, body: SubscribeRequest): Promise<void> {
  await api.post<unknown>('/v1/subscriptions', body);
}
