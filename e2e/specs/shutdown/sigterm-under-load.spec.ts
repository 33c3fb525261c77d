import { expect, test } from '@playwright/test';
import { ports } from '../../ports.ts';
import { shutdownUnderLoad } from '../../../scripts/shutdown/under-load.ts';

// A store of its own (the journeys' store keeps running), on ports shifted from the journeys'.
const own = { web: ports.web + 300, bff: ports.bff + 300, api: ports.api + 300 };

test('SIGTERM under load: every request the store took is answered', async () => {
  test.skip(test.info().project.name !== 'desktop', 'one run is enough: no browser involved');
  test.setTimeout(300_000);
  const result = await shutdownUnderLoad({
    connections: 10,
    seconds: 10,
    sigtermAfterSeconds: 5,
    ports: own,
  });
  console.log(JSON.stringify(result));
  expect(result.answered).toBeGreaterThan(0);
  expect(result.lost).toBe(0);
  expect(result.exitCode).toBe(0);
});
