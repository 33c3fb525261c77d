/**
 * The C allocator's settings for each service's process (API, BFF, web server); glibc reads them
 * once, when a process starts, so whoever starts the services passes them in their environment
 * (`start.ts`, the bench's stack, the image and docker-compose).
 *
 * Node runs native work off the main thread: the API compiles PostgreSQL's WebAssembly on V8's
 * worker threads (a few hundred megabytes of short-lived blocks), the web server compresses pages
 * on libuv's thread pool. glibc gives each of those threads an arena of its own and, once large
 * blocks have been freed, raises its threshold for serving them from the arenas rather than from
 * mmap; what is freed there stays resident for the life of the process (some 60 MB of arenas in
 * the API after 800 renders, measured in /proc/<pid>/smaps). A fixed mmap threshold hands large
 * blocks back to the system as soon as they are freed, and two arenas are plenty for a process
 * whose JavaScript runs on one thread. Values already in the environment win.
 *
 * The web server's renders allocate and free native blocks on its main thread all along; freed,
 * they leave holes in the main arena that glibc gives back only from its top. 4,000 renders left that arena 13 MB larger 30 s later
 * (8 → 21 MB in /proc/<pid>/smaps); with blocks of 16 KB and more mapped on their own, 7 MB
 * larger (7 → 14 MB), about the same with 8 KB or 32 KB, the CPU per render within the machine's noise.
 *
 * jemalloc, preloaded where Debian's libjemalloc2 is installed (the image installs it), does
 * better: a background thread hands freed pages back to the system within a second
 * (`dirty_decay_ms:1000`), straight away rather than as lazily freed pages that still count as
 * resident (`muzzy_decay_ms:0`), from two arenas. 10,000 renders at 8 connections, resident MB
 * before / after / 30 s after / peak: web 99 / 254 / 118 / 263 (+19 % 30 s after; on glibc with the
 * settings above 94 / 244 / 122 / 269, +30 %), BFF 104 / 232 / 105 / 236, API 207 / 237 / 214 /
 * 260; the web server's CPU per render 21.4 ms (22.5 on glibc, the same machine). Of the web
 * server's 118 MB 30 s later, 59 MB are pages of the node binary the load read in (clean, backed by
 * the file) and 55 MB anonymous memory (the JavaScript heap and the allocator's).
 */
import { existsSync } from 'node:fs';

export type Service = 'api' | 'bff' | 'web';

/** The size from which a block is mapped on its own rather than carved from an arena. */
export const MMAP_THRESHOLD: Record<Service, number> = {
  api: 128 * 1024,
  bff: 128 * 1024,
  web: 16 * 1024,
};

/**
 * Where jemalloc is found: the image's own link, then Debian's libjemalloc2 on amd64 and arm64.
 */
export const JEMALLOC_PATHS = [
  '/usr/local/lib/libjemalloc.so.2',
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
];

/** The first jemalloc library present on this machine, if any. */
export function findJemalloc(exists: (path: string) => boolean = existsSync): string | undefined {
  return JEMALLOC_PATHS.find((path) => exists(path));
}

/** jemalloc's settings (MALLOC_CONF) for each service: see the comment at the top. */
export const JEMALLOC_CONF =
  'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2';

/**
 * The allocator's environment of a service: jemalloc, preloaded, where the library is present,
 * with glibc's settings beside it (they are what a process without jemalloc runs with). An
 * operator's own LD_PRELOAD (an empty one included: glibc alone) and MALLOC_* settings win.
 */
export function allocatorEnv(
  env: NodeJS.ProcessEnv,
  service: Service,
  /** The library's path, or null for glibc alone (by default, whether jemalloc is found). */
  jemalloc: string | null = findJemalloc() ?? null,
): NodeJS.ProcessEnv {
  const glibc = {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? String(MMAP_THRESHOLD[service]),
  };
  if (env.LD_PRELOAD !== undefined || jemalloc === null) return glibc;
  return { ...glibc, LD_PRELOAD: jemalloc, MALLOC_CONF: env.MALLOC_CONF ?? JEMALLOC_CONF };
}

/**
 * V8's settings for each service's process, passed before its entry. The web server's young
 * generation is capped at 8 MB a semi-space (16 MB by default), which bounds what a load holds
 * between its collections: 10,000 renders peaked at 267 MB instead of 336 MB, at 27.7 ms of CPU
 * per render instead of 31.7.
 */
export function nodeFlags(service: Service): string[] {
  return service === 'web' ? ['--max-semi-space-size=8'] : [];
}
