import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { keepMemory } from '../../src/memory.ts';

/** A server whose every answer leaves garbage behind, watched through weak references. */
function leavingGarbage(): { server: Server; left: WeakRef<object>[] } {
  const left: WeakRef<object>[] = [];
  const server = createServer((_req, res) => {
    left.push(new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) }));
    res.end('{}');
  });
  return { server, left };
}

let open: Server | undefined;
afterEach(() => open?.close());

/** A kept server listening on a free port; it answers `times` requests to `path` one by one. */
async function served(path: string, times: number): Promise<WeakRef<object>[]> {
  const { server, left } = leavingGarbage();
  keepMemory(server, 1e6);
  open = server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  await send(server, path, times);
  return left;
}

async function send(server: Server, path: string, times: number): Promise<void> {
  const { port } = server.address() as AddressInfo;
  for (let i = 0; i < times; i += 1) await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
}

describe('the API keeps its memory', () => {
  it('collects what the requests left behind once they pause', async () => {
    const left = await served('/v1/pages/category_catalog', 60);
    await sleep(3000);
    expect(left.every((ref) => ref.deref() === undefined)).toBe(true);
  });

  it('does not count health probes as traffic', async () => {
    const left = await served('/readyz', 60);
    await sleep(3000);
    expect(left.some((ref) => ref.deref() !== undefined)).toBe(true);
  });
});
