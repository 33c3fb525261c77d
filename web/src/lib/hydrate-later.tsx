import {
  createContext,
  lazy,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { guardChunkLoad } from './chunk-reload.ts';
import {
  closedGates,
  createGate,
  FIRST_INTERACTIONS,
  hydratedByReact,
  isReplaying,
  openAllGates,
  queueRelease,
  partHydrated,
  type Gate,
} from './held-gates.ts';
import { holdPart, isRootHydrated } from './later-parts.ts';

/** Whether the page is still being hydrated (the app marks <html> once it has been). */
const hydrating = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

/** Whether React listens for events on the page's root yet (it marks the root when it starts). */
const reactListens = (root: Element) =>
  Object.keys(root).some((key) => key.startsWith('_reactListening'));

/** The target of an event on the page's root that React has not hydrated yet, with the root. */
function unhydratedTarget(event: Event) {
  if (isReplaying() || !hydrating()) return null;
  const root = document.getElementById('root');
  const target = event.target instanceof Element ? event.target : null;
  if (!root || !target || !root.contains(target) || hydratedByReact(target)) return null;
  return { target, listening: reactListens(root) };
}

/** What the app does with an early event: loaded at the first one, as most visits have none. */
const loadEarlyEvents = guardChunkLoad(() => import('./early-events.ts'));

/**
 * An event on a part of the page not hydrated yet: a press, a form sent, a field typed into. A
 * form without an address of its own would be sent by the browser to the page's own address, its
 * fields in the query and lost to the app: it is stopped here, at once. What is done with the
 * event then (see early-events.ts) comes with the code loaded for it.
 */
function keepEarlyEvent(event: Event) {
  const found = unhydratedTarget(event);
  if (!found) return;
  const { target, listening } = found;
  const handle = (handled: boolean) =>
    void loadEarlyEvents().then(({ handleEarlyEvent }) =>
      handleEarlyEvent({ event, target, handled }),
    );
  if (event.type === 'input' || event.type === 'change') {
    // Only what was typed into a field is told to React once it has hydrated.
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) handle(false);
    return;
  }
  if (event.type === 'submit') {
    if (!(target instanceof HTMLFormElement) || target.hasAttribute('action')) return;
    event.preventDefault();
  }
  openAllGates();
  // After the event has gone through the page (React's listeners on the root included).
  window.setTimeout(() => handle(listening && hydratedByReact(target)), 0);
}

const EARLY_EVENTS = ['click', 'submit', 'input', 'change'];

if (typeof document !== 'undefined') {
  for (const type of FIRST_INTERACTIONS) {
    document.addEventListener(type, openAllGates, { capture: true, passive: true });
  }
  for (const type of EARLY_EVENTS) document.addEventListener(type, keepEarlyEvent, true);
  // Presses, fields and forms the page's loader kept from before the app started (web/server/app-loader.ts).
  const kept = (globalThis as { storeEarlyEvents?: () => Event[] }).storeEarlyEvents?.() ?? [];
  kept.forEach(keepEarlyEvent);
}

/**
 * Whether what renders here now is being hydrated from the server's HTML, not rendered anew: on
 * the page, until the page's own hydration is done; inside a held part, until that part has
 * hydrated. A held part rendered anew (a strip of cards that came after the page, a client
 * navigation) renders at once, with no gate to wait for.
 */
const HydratingHere = createContext<() => boolean>(() => hydrating() && !isRootHydrated());

const RENDERED_ANEW = () => false;

/** Holds its children back (suspends) until the gate opens, and settles it once they hydrate. */
function Held({
  gate,
  hydratingHere,
  children,
}: {
  gate: Gate | null;
  hydratingHere: () => boolean;
  children: ReactNode;
}) {
  if (gate) use(gate.promise);
  return (
    <HydratingHere value={gate ? hydratingHere : RENDERED_ANEW}>
      {children}
      {gate && <Hydrated gate={gate} />}
    </HydratingHere>
  );
}

function Hydrated({ gate }: { gate: Gate }) {
  useEffect(() => gate.settle(), [gate]);
  return null;
}

/**
 * Content below the fold that the server renders as usual but the browser hydrates only once the
 * page's own hydration is done and the main thread is idle, so it adds nothing to the first long
 * task. Until then its server HTML stays as it is; a click on it is replayed once it hydrates.
 * Rendered after hydration (a client navigation), it renders at once. A boundary that receives
 * new props before it hydrates is rendered again from scratch, so use `hydrateLater` for a
 * component whose props stay the same between renders.
 */
export function HydrateLater({
  prefetch,
  children,
}: {
  /** Starts fetching the code of the held part while the page waits for an idle moment. */
  prefetch?: () => unknown;
  children: ReactNode;
}) {
  const hydratingAbove = useContext(HydratingHere);
  const [gate] = useState(() => (hydratingAbove() ? createGate() : null));
  // Whether this part is still to hydrate, for the held parts inside it (made once, so the
  // boundary's context never changes while it waits).
  const [part] = useState(() => {
    let hydrated = false;
    return { hydrating: () => !hydrated, done: () => void (hydrated = true) };
  });
  useEffect(() => {
    if (!gate) return;
    // Each part's code is asked for in a task of its own, outside the hydration's commit.
    const fetchCode = window.setTimeout(() => void prefetch?.(), 0);
    const settle = holdPart();
    gate.settle = () => {
      part.done();
      settle();
      partHydrated(gate);
    };
    const dequeue = queueRelease(gate);
    return () => {
      window.clearTimeout(fetchCode);
      dequeue();
      closedGates.delete(gate);
      gate.settle();
    };
  }, [gate, part, prefetch]);
  return (
    <Suspense fallback={null}>
      <Held gate={gate} hydratingHere={part.hydrating}>
        {children}
      </Held>
    </Suspense>
  );
}

/**
 * `Component`, hydrated later (see `HydrateLater`) and memoised, so the parent's re-renders with
 * the same props do not reach its boundary while it waits. `propsAreEqual` says when props made
 * anew on each render (an object built from the cache) are still the same.
 */
export function hydrateLater<Props extends object>(
  Component: LazyComponent<Props> | ComponentType<Props>,
  propsAreEqual?: (previous: Readonly<Props>, next: Readonly<Props>) => boolean,
) {
  const { prefetch } = Component as LazyComponent<Props>;
  return memo(function Later(props: Props) {
    return (
      <HydrateLater prefetch={prefetch}>
        <Component {...props} />
      </HydrateLater>
    );
  }, propsAreEqual);
}

/** A component made by `lazyComponent`: in the browser, `prefetch` fetches its code. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  prefetch?: () => Promise<unknown>;
};

/**
 * A component whose code is a chunk of its own (`load` imports its module, `name` is its export),
 * for a part of the page that `hydrateLater` holds back: the chunk is fetched once the page has
 * hydrated (`prefetch`), so it is not part of the page's first load. The server loads every such
 * module when it starts, so its renders never wait for one.
 */
export function lazyComponent<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loadComponent = guardChunkLoad(() =>
    load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    }),
  );
  const Lazy = lazy(loadComponent);
  // Once the code is here (fetched ahead, or by an earlier render), the component renders at
  // once: a part first rendered on a client navigation, Back to a listing for one, is there in
  // the same commit as the page around it, not a moment later. `lazy` suspends on its first
  // render whatever its promise's state, so it is only asked while the code has not come.
  function Preloaded(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  if (typeof window !== 'undefined') return Object.assign(Preloaded, { prefetch: loadComponent });
  void loadComponent();
  return Preloaded;
}
