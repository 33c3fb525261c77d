import { describe, expect, it } from 'vitest';
import { allocatorEnv, nodeFlags } from './allocator.ts';

describe('allocatorEnv', () => {
  it('maps the web server’s blocks of 16 KB and more on their own, the others’ from 128 KB', () => {
    expect(allocatorEnv({}, 'web')).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '16384',
    });
    expect(allocatorEnv({}, 'bff').MALLOC_MMAP_THRESHOLD_).toBe('131072');
    expect(allocatorEnv({}, 'api').MALLOC_MMAP_THRESHOLD_).toBe('131072');
  });

  it('leaves the operator’s own settings as they are', () => {
    const env = { MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536' };
    expect(allocatorEnv(env, 'web')).toEqual(env);
  });
});

describe('nodeFlags', () => {
  it('caps the web server’s young generation at 8 MB a semi-space, and only the web server’s', () => {
    expect(nodeFlags('web')).toEqual(['--max-semi-space-size=8']);
    expect(nodeFlags('bff')).toEqual([]);
    expect(nodeFlags('api')).toEqual([]);
  });
});
