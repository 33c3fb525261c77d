import { createHash } from 'node:crypto';
import { ApolloClient, HttpLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { print } from '@apollo/client/utilities';
import {
  Kind,
  print as printNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type {
  ApolloLink,
  Cache,
  DocumentNode,
  ObservableQuery,
  OperationVariables,
  InMemoryCache,
} from '@apollo/client';
import { linkSignals } from '../abort.ts';
import { createApolloCache } from './cache.ts';
import type { UpstreamClock } from './upstream-clock.ts';

/** The request headers the BFF needs to serve this visitor as the browser would be served. */
export function forwardedHeaders(incoming: Headers): Record<string, string> {
  const headers: Record<string, string> = {};
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host');
  if (host) headers['x-forwarded-host'] = host;
  const cookie = incoming.get('cookie');
  if (cookie) headers['cookie'] = cookie;
  const forwardedFor = incoming.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const proto = incoming.get('x-forwarded-proto');
  if (proto) headers['x-forwarded-proto'] = proto;
  const language = incoming.get('accept-language');
  if (language) headers['accept-language'] = language;
  return headers;
}

/**
 * The SHA-256 of an operation's text, by which the BFF knows an operation it has seen: worked out
 * once per document, as every render shares the cache's form of each (below).
 */
const hashes = new WeakMap<DocumentNode, string>();
function generateHash(document: DocumentNode): string {
  let hash = hashes.get(document);
  if (hash === undefined) {
    hash = createHash('sha256').update(print(document)).digest('hex');
    hashes.set(document, hash);
  }
  return hash;
}

/**
 * The server render's link to the BFF: it carries the visitor's host and cookies, and keeps every
 * Set-Cookie the BFF answers with so the page response can relay them to the browser. Operations
 * go by their hash (automatic persisted queries): the BFF neither hashes nor reads their text,
 * and is sent the text only the first time it does not know the hash.
 */
export function createBffLink(options: {
  bffUrl: string;
  headers: Headers;
  setCookies: string[];
  signal?: AbortSignal;
  /** Measures the time spent waiting for the BFF, for the page's Server-Timing. */
  upstream?: UpstreamClock;
}): ApolloLink {
  const http = new HttpLink({
    uri: new URL('/graphql', options.bffUrl).href,
    headers: forwardedHeaders(options.headers),
    fetch: async (input, init) => {
      const linked = linkSignals([options.signal, init?.signal ?? undefined]);
      const finished = options.upstream?.begin();
      try {
        const response = await fetch(input, { ...init, signal: linked.signal });
        options.setCookies.push(...response.headers.getSetCookie());
        // The body is part of the wait: read it here so the clock stops when the answer is in.
        const body = await response.arrayBuffer();
        return new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      } finally {
        finished?.();
        linked.release();
      }
    },
  });
  return new PersistedQueryLink({ generateHash }).concat(http);
}

export type AnyObservable = ObservableQuery<unknown, OperationVariables>;

const documentIds = new WeakMap<object, number>();
let lastDocumentId = 0;

/**
 * The server render's client. It remembers the queries the page watched, so the render can tell
 * whether every one of them was answered from the cache (the loaders fetch a page's data first)
 * or some still has to be fetched before the markup is final. A query fetched that way is kept
 * (and watched) until the render ends, so the next pass reads its answer even where the cache
 * alone could not give it whole.
 */
export class ServerApolloClient extends ApolloClient {
  /** This pass's watched queries, one per query and variables, as every component shares it. */
  readonly #watched = new Map<string, AnyObservable>();
  readonly #kept = new Map<string, AnyObservable>();
  readonly #subscriptions: { unsubscribe(): void }[] = [];

  constructor(options: ApolloClient.Options) {
    super(options);
    shareDocumentInfo(this);
  }

  /** A key for a query and its variables: the document by identity (they are module constants). */
  #key(query: object, variables: unknown): string {
    let id = documentIds.get(query);
    if (id === undefined) documentIds.set(query, (id = ++lastDocumentId));
    return `${id}|${JSON.stringify(variables ?? {})}`;
  }

  override watchQuery<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    options: ApolloClient.WatchQueryOptions<TData, TVariables>,
  ): ObservableQuery<TData, TVariables> {
    const key = this.#key(options.query, options.variables);
    const known = this.#kept.get(key) ?? this.#watched.get(key);
    if (known) return known as unknown as ObservableQuery<TData, TVariables>;
    const observable = super.watchQuery(options);
    // A query that does not render on the server (`ssr: false`) is the browser's to fetch.
    if ((options as { ssr?: boolean }).ssr !== false) {
      this.#watched.set(key, observable as unknown as AnyObservable);
    }
    return observable;
  }

  /** The watched queries the cache could not answer, forgetting the list for the next pass. */
  takeUnanswered(): AnyObservable[] {
    const unanswered = [...this.#watched.values()].filter((observable) => {
      const policy = observable.options.fetchPolicy;
      return (
        policy !== 'standby' && policy !== 'cache-only' && observable.getCurrentResult().loading
      );
    });
    this.#watched.clear();
    return unanswered;
  }

  /** Fetches the given queries and keeps them, with their answers, for the next pass. */
  async answer(queries: readonly AnyObservable[]): Promise<void> {
    await Promise.all(
      queries.map((observable) => {
        this.#kept.set(this.#key(observable.query, observable.variables), observable);
        return new Promise<void>((resolve) => {
          const subscription = observable.subscribe({
            next: (result) => {
              if (!result.loading) resolve();
            },
            error: () => resolve(),
            complete: () => resolve(),
          });
          this.#subscriptions.push(subscription);
        });
      }),
    );
  }

  /** Ends the watches the render kept. */
  settle(): void {
    for (const subscription of this.#subscriptions.splice(0)) subscription.unsubscribe();
  }
}

/**
 * The cache's form of each query document (with __typename added), shared by every render. It
 * depends only on the document and the cache's fixed configuration, and being the same object
 * every time lets Apollo's per-document work (checks, printing) be done once per process instead
 * of once per render.
 */
const transformedDocuments = new WeakMap<DocumentNode, DocumentNode>();

function shareDocumentTransforms(cache: InMemoryCache): InMemoryCache {
  const transform = cache.transformDocument.bind(cache);
  cache.transformDocument = (document) => {
    let transformed = transformedDocuments.get(document);
    if (!transformed) transformedDocuments.set(document, (transformed = transform(document)));
    return transformed;
  };
  return cache;
}

/**
 * What Apollo's query manager works out about each query document before it is sent or watched
 * (its directives, the form sent to the BFF without client-only parts, its default variables),
 * shared by every render. The manager keeps it per client, so each render walked every document
 * it used four or five times over, and the operation it sent was a new object every time, whose
 * printed text and hash were worked out again. It depends only on the document (the cache's
 * shared form, above), so one entry serves every render, and each render's operations to the BFF
 * are the same objects.
 */
const documentInfos = new WeakMap<DocumentNode, unknown>();

function shareDocumentInfo(client: ApolloClient): void {
  const manager = (client as unknown as { queryManager?: { transformCache?: unknown } })
    .queryManager;
  if (!manager || !('transformCache' in manager)) {
    throw new Error("Apollo's query manager no longer keeps its documents' info where expected");
  }
  manager.transformCache = documentInfos;
}

/** Directives of a fragment spread that change nothing in what the cache reads. */
const INERT_DIRECTIVES = new Set(['unmask']);

/**
 * A query's form for the server cache's reads, its fragments' fields written in place: the same
 * fields, read in one pass over each object instead of one pass per fragment merged afterwards
 * (Apollo's reader does the latter since 4.3, for `@defer`; it was half the cost of reading a
 * listing's product cards). Exact because the schema has no interfaces or unions
 * (`inline-fragments.test.ts` keeps it so): a fragment on a field is then on that field's own
 * type and always applies. A spread or field with directives other than `@unmask` (`@include`, `@skip`,
 * `@defer`) is left as it is, and so are fields of the same name that differ in anything.
 */
const inlined = new WeakMap<DocumentNode, DocumentNode>();

export function inlineFragments(document: DocumentNode): DocumentNode {
  let known = inlined.get(document);
  if (known) return known;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const plain = (node: { directives?: readonly { name: { value: string } }[] }) =>
    (node.directives ?? []).every((directive) => INERT_DIRECTIVES.has(directive.name.value));
  const sameField = (a: FieldNode, b: FieldNode) =>
    a.name.value === b.name.value &&
    !a.directives?.length &&
    !b.directives?.length &&
    (a.arguments ?? []).map(printNode).join() === (b.arguments ?? []).map(printNode).join() &&
    Boolean(a.selectionSet) === Boolean(b.selectionSet);
  const flatten = (set: SelectionSetNode): SelectionSetNode => {
    const selections: SelectionNode[] = [];
    const byKey = new Map<string, number>();
    const add = (selection: SelectionNode) => {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const at = byKey.get(key);
        const earlier = at === undefined ? undefined : selections[at];
        if (at !== undefined && earlier?.kind === Kind.FIELD && sameField(earlier, selection)) {
          if (earlier.selectionSet && selection.selectionSet) {
            selections[at] = {
              ...earlier,
              selectionSet: {
                ...earlier.selectionSet,
                selections: [
                  ...earlier.selectionSet.selections,
                  ...selection.selectionSet.selections,
                ],
              },
            };
          }
          return;
        }
        if (at === undefined) byKey.set(key, selections.length);
        selections.push(selection);
        return;
      }
      const fragment =
        selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment || !plain(selection)) {
        selections.push(selection);
        return;
      }
      for (const inner of fragment.selectionSet.selections) add(inner);
    };
    for (const selection of set.selections) add(selection);
    return {
      ...set,
      selections: selections.map((selection) =>
        selection.kind === Kind.FIELD && selection.selectionSet
          ? { ...selection, selectionSet: flatten(selection.selectionSet) }
          : selection,
      ),
    };
  };
  known = {
    ...document,
    definitions: document.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION
        ? { ...definition, selectionSet: flatten(definition.selectionSet) }
        : definition,
    ),
  };
  inlined.set(document, known);
  return known;
}

/**
 * How the server render's cache reads: each query in its inlined form (above), and straight from
 * its data. Apollo reads "optimistically" by default: through the layer of optimistic updates,
 * which is empty until a mutation with an optimistic response adds to it (never during a server
 * render). Through the empty layer every
 * field read looks in two stores and records its dependency three times (the layer's group, its
 * parent's, the root's), and that bookkeeping was a tenth of a listing's render; read from the
 * data itself, the answer is the same with one lookup and one record. Once an optimistic update
 * is made (should one ever be), reads are left as Apollo makes them.
 */
function serverReads(cache: InMemoryCache): InMemoryCache {
  let layered = false;
  const batch = cache.batch.bind(cache);
  cache.batch = (options) => {
    if (typeof options.optimistic === 'string') layered = true;
    return batch(options);
  };
  // `diff` is overloaded (one form for Apollo's own incremental reads): the options pass as given.
  const diff = cache.diff.bind(cache) as (options: Cache.DiffOptions) => unknown;
  cache.diff = ((options: Cache.DiffOptions) =>
    diff({
      ...options,
      query: inlineFragments(options.query),
      optimistic: options.optimistic && !layered ? false : options.optimistic,
    })) as InMemoryCache['diff'];
  return cache;
}

/** One client per server render: the cache must never mix two visitors' data. */
export function createServerApolloClient(link: ApolloLink): ServerApolloClient {
  return new ServerApolloClient({
    ssrMode: true,
    link,
    cache: serverReads(shareDocumentTransforms(createApolloCache())),
  });
}
