import { describe, expect, it } from 'vitest';
import { allocatorEnv, findJemalloc, JEMALLOC_CONF, nodeFlags } from './allocator.ts';

const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

describe('allocatorEnv', () => {
  it('maps the web server’s blocks of 16 KB and more on their own, the others’ from 128 KB', () => {
    expect(allocatorEnv({}, 'web', null)).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '16384',
    });
    expect(allocatorEnv({}, 'bff', null).MALLOC_MMAP_THRESHOLD_).toBe('131072');
    expect(allocatorEnv({}, 'api', null).MALLOC_MMAP_THRESHOLD_).toBe('131072');
  });

  it('preloads jemalloc, returning freed pages within seconds, where the library is present', () => {
    for (const service of ['web', 'bff', 'api'] as const) {
      expect(allocatorEnv({}, service, JEMALLOC)).toMatchObject({
        LD_PRELOAD: JEMALLOC,
        MALLOC_CONF: JEMALLOC_CONF,
      });
    }
    expect(JEMALLOC_CONF).toContain('background_thread:true');
  });

  it('leaves the operator’s own settings as they are', () => {
    const env = { MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536' };
    expect(allocatorEnv(env, 'web', null)).toEqual(env);
    const conf = { ...env, MALLOC_CONF: 'dirty_decay_ms:5000' };
    expect(allocatorEnv(conf, 'web', JEMALLOC)).toEqual({ ...conf, LD_PRELOAD: JEMALLOC });
  });

  it('runs on glibc alone when the operator preloads something else, or nothing', () => {
    expect(allocatorEnv({ LD_PRELOAD: '' }, 'web', JEMALLOC)).not.toHaveProperty('LD_PRELOAD');
    expect(allocatorEnv({ LD_PRELOAD: '/opt/tcmalloc.so' }, 'web', JEMALLOC)).not.toHaveProperty(
      'MALLOC_CONF',
    );
  });
});

describe('findJemalloc', () => {
  it('finds the library where Debian’s package puts it, and nothing where it is absent', () => {
    expect(findJemalloc((path) => path === JEMALLOC)).toBe(JEMALLOC);
    expect(findJemalloc(() => false)).toBeUndefined();
  });
});

describe('nodeFlags', () => {
  it('caps the web server’s young generation at 8 MB a semi-space, and only the web server’s', () => {
    expect(nodeFlags('web')).toEqual(['--max-semi-space-size=8']);
    expect(nodeFlags('bff')).toEqual([]);
    expect(nodeFlags('api')).toEqual([]);
  });
});
