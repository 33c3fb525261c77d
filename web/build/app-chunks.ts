/** What a chunk-naming function learns of the module graph (rolldown's `getModuleInfo`). */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    isEntry: boolean;
  } | null;
}

/** The modules that import `id` (statically), itself and up to the top. */
function importersOf(graph: ModuleGraph, id: string): Set<string> {
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return seen;
}

/**
 * The modules a chunk load starts from (the entry, each lazily loaded module) that load `id`,
 * remembered in `cache`.
 */
function ownersOf(graph: ModuleGraph, id: string, cache: Map<string, Set<string>>): Set<string> {
  let found = cache.get(id);
  if (!found) {
    found = new Set(
      [...importersOf(graph, id)].filter((module) => {
        const info = graph.getModuleInfo(module);
        return !!info && (info.isEntry || info.dynamicImporters.length > 0);
      }),
    );
    cache.set(id, found);
  }
  return found;
}

/**
 * Names the chunk of an app module by which of the pages (route modules) load it (`sharing`, see
 * `pagesSharing`), when at least `least` of them do and the entry does not: the modules that the same pages share come in one
 * chunk where they would be several small ones (each a request, gzip framing and import glue),
 * as rolldown splits them by every lazily loaded part that also uses them. A page not among them
 * that loads one of these modules loads the whole chunk; so does a part loaded later.
 */
export function sharedByPages(sharing: ReturnType<typeof pagesSharing>, least: number) {
  return (id: string, graph: ModuleGraph): string | null => {
    const shared = sharing(id, graph);
    return shared.length >= least ? `pages-${shared.join('')}` : null;
  };
}

/**
 * Which of `pages` (route modules, by index) load the app module `id`; none for a library, a
 * lazily loaded module (a route among them, which keeps its own chunk) or one the entry loads.
 */
export function pagesSharing(pages: readonly string[]) {
  const owners = new Map<string, Set<string>>();
  return (id: string, graph: ModuleGraph): number[] => {
    const info = graph.getModuleInfo(id);
    if (id.includes('node_modules') || !info || info.dynamicImporters.length > 0) return [];
    const roots = ownersOf(graph, id, owners);
    if ([...roots].some((root) => graph.getModuleInfo(root)?.isEntry)) return [];
    return pages.flatMap((page, index) => (roots.has(page) ? [index] : []));
  };
}

/**
 * Names the chunk of the app's start (`startModule`, which the entry imports after the libraries,
 * see src/entry-client.ts): every app module it imports (statically) that the entry itself does
 * not, in one chunk with it, as they were in the entry's before the start was split from it, rather
 * than split by every lazily loaded part that also uses them. Every page loads that chunk before
 * any of those parts. So it also takes the modules for which `alsoWhen` holds (what nearly every
 * page loads): a chunk of their own would be one more file in nearly every first load, with its
 * own gzip framing and import glue.
 */
export function startChunk(
  startModule: string,
  alsoWhen: (id: string, graph: ModuleGraph) => boolean = () => false,
) {
  return (id: string, graph: ModuleGraph): string | null => {
    if (id.includes('node_modules')) return null;
    const importers = importersOf(graph, id);
    if (!importers.has(startModule)) return alsoWhen(id, graph) ? 'start' : null;
    return [...importers].some((module) => graph.getModuleInfo(module)?.isEntry) ? null : 'start';
  };
}
