/**
 * The C allocator's settings for the API's process; glibc reads them once, when a process starts,
 * so whoever starts the API passes them in its environment (`start.ts`, the bench's stack).
 *
 * Opening the embedded database compiles PostgreSQL's WebAssembly on V8's worker threads, a few
 * hundred megabytes of short-lived blocks. glibc gives each of those threads an arena of its own
 * and, once large blocks have been freed, raises its threshold for serving them from the arenas
 * rather than from mmap; what is freed there stays resident for the life of the process (some
 * 60 MB of arenas after 800 renders, measured in /proc/<pid>/smaps). A fixed mmap threshold
 * hands large blocks back to the system as soon as they are freed, and two arenas are plenty for
 * a process whose JavaScript runs on one thread. Values already in the environment win.
 */
export function apiAllocatorEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? String(128 * 1024),
  };
}
