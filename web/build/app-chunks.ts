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
 * Names the chunk of the modules the storefront frame (`shellModule`) always needs: each module
 * the frame imports (statically) that is only ever loaded on a page that has the frame goes into
 * the frame's own chunk, instead of a dozen chunks of a few hundred bytes that each cost a
 * request, gzip framing and import glue. A module that a page without the frame (checkout) also
 * loads keeps a chunk of its own, so that page loads no part of the frame.
 */
export function shellChunk(shellModule: string) {
  const owners = new Map<string, Set<string>>();
  const underShell = new Map<string, boolean>();

  /**
   * Whether `root` is only ever loaded on a page that has the frame. A part loaded from a module
   * of its own chunk's importers (a hint's code importing the hints' context) is a cycle, taken
   * as loaded under the frame unless some other way says otherwise; only answers that assumed
   * nothing are remembered as yes.
   */
  const loadedUnderShell = (
    graph: ModuleGraph,
    root: string,
    visiting = new Set<string>(),
  ): boolean => {
    const known = underShell.get(root);
    if (known !== undefined) return known;
    if (visiting.has(root)) return true;
    visiting.add(root);
    const info = graph.getModuleInfo(root);
    const result =
      !!info &&
      !info.isEntry &&
      (ownersOf(graph, shellModule, owners).has(root) ||
        (info.dynamicImporters.length > 0 &&
          info.dynamicImporters.every((importer) =>
            [...ownersOf(graph, importer, owners)].every((owner) =>
              loadedUnderShell(graph, owner, visiting),
            ),
          )));
    visiting.delete(root);
    if (!result || visiting.size === 0) underShell.set(root, result);
    return result;
  };

  return (id: string, graph: ModuleGraph): string | null => {
    if (id.includes('node_modules') || !importersOf(graph, id).has(shellModule)) return null;
    const roots = ownersOf(graph, id, owners);
    return roots.size > 0 && [...roots].every((root) => loadedUnderShell(graph, root))
      ? 'StoreShell'
      : null;
  };
}

/**
 * Names the chunk of an app module by which of `pages` (route modules) load it, when at least
 * `least` of them do and the entry does not: the modules that the same pages share come in one
 * chunk where they would be several small ones (each a request, gzip framing and import glue),
 * as rolldown splits them by every lazily loaded part that also uses them. A page not among them
 * that loads one of these modules loads the whole chunk; so does a part loaded later.
 */
export function sharedByPages(pages: readonly string[], least: number) {
  const owners = new Map<string, Set<string>>();
  return (id: string, graph: ModuleGraph): string | null => {
    const info = graph.getModuleInfo(id);
    // A lazily loaded module (a route among them) keeps its own chunk.
    if (id.includes('node_modules') || !info || info.dynamicImporters.length > 0) return null;
    const roots = ownersOf(graph, id, owners);
    if ([...roots].some((root) => graph.getModuleInfo(root)?.isEntry)) return null;
    const sharing = pages.flatMap((page, index) => (roots.has(page) ? [index] : []));
    return sharing.length >= least ? `pages-${sharing.join('')}` : null;
  };
}

/**
 * Names the chunk of the app's start (`startModule`, which the entry imports after the libraries,
 * see src/entry-client.ts): every app module it imports (statically) that the entry itself does
 * not, in one chunk with it, as they were in the entry's before the start was split from it, rather
 * than split by every lazily loaded part that also uses them. Every page loads that chunk before
 * any of those parts.
 */
export function startChunk(startModule: string) {
  return (id: string, graph: ModuleGraph): string | null => {
    if (id.includes('node_modules')) return null;
    const importers = importersOf(graph, id);
    if (!importers.has(startModule)) return null;
    return [...importers].some((module) => graph.getModuleInfo(module)?.isEntry) ? null : 'start';
  };
}
