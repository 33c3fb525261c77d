import type { PaymentsConfig } from './config.ts';
import type { PaymentProvider } from './provider.ts';
import { testAcquirer } from './test-acquirer.ts';
import { yookassa } from './yookassa.ts';

/** The payment providers a deployment can take notifications from; `active` takes new payments. */
export interface PaymentProviders {
  active: PaymentProvider | null;
  byName: Map<string, PaymentProvider>;
}

export function createProviders(config: PaymentsConfig): PaymentProviders {
  const list: PaymentProvider[] = [];
  if (config.yookassa) list.push(yookassa(config.yookassa));
  if (config.testAcquirer) {
    list.push(testAcquirer({ secret: config.acquirerSecret, publicApiUrl: config.publicApiUrl }));
  }
  return { active: list[0] ?? null, byName: new Map(list.map((p) => [p.name, p])) };
}
