/**
 * The C allocator's settings for each service's process (API, BFF, web server); glibc reads them
 * once, when a process starts, so whoever starts the services passes them in their environment
 * (`start.ts`, the bench's stack).
 *
 * Node runs native work off the main thread: the API compiles PostgreSQL's WebAssembly on V8's
 * worker threads (a few hundred megabytes of short-lived blocks), the web server compresses pages
 * on libuv's thread pool. glibc gives each of those threads an arena of its own and, once large
 * blocks have been freed, raises its threshold for serving them from the arenas rather than from
 * mmap; what is freed there stays resident for the life of the process (some 60 MB of arenas in
 * the API after 800 renders, measured in /proc/<pid>/smaps). A fixed mmap threshold hands large
 * blocks back to the system as soon as they are freed, and two arenas are plenty for a process
 * whose JavaScript runs on one thread. Values already in the environment win.
 */
export function allocatorEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? String(128 * 1024),
  };
}
