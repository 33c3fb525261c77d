import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { guardChunkLoad } from './chunk-reload.ts';
import { holdPart } from './later-parts.ts';

interface Gate {
  promise: Promise<void>;
  open: () => void;
  /** Tells the page this part has hydrated (or is gone). */
  settle: () => void;
}

function createGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open, settle: () => {} };
}

/** Whether the page is still being hydrated (the app marks <html> once it has been). */
const hydrating = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

/** Holds its children back (suspends) until the gate opens, and settles it once they hydrate. */
function Held({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return (
    <>
      {children}
      {gate && <Hydrated gate={gate} />}
    </>
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
  const [gate] = useState(() => (hydrating() ? createGate() : null));
  useEffect(() => {
    if (!gate) return;
    void prefetch?.();
    const settle = holdPart();
    gate.settle = settle;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(gate.open, 200);
      return () => {
        window.clearTimeout(timer);
        settle();
      };
    }
    const idle = window.requestIdleCallback(gate.open, { timeout: 2000 });
    return () => {
      window.cancelIdleCallback(idle);
      settle();
    };
  }, [gate, prefetch]);
  return (
    <Suspense fallback={null}>
      <Held gate={gate}>{children}</Held>
    </Suspense>
  );
}

/**
 * `Component`, hydrated later (see `HydrateLater`) and memoised, so the parent's re-renders with
 * the same props do not reach its boundary while it waits.
 */
export function hydrateLater<Props extends object>(Component: ComponentType<Props>) {
  const { prefetch } = Component as { prefetch?: () => unknown };
  return memo(function Later(props: Props) {
    return (
      <HydrateLater prefetch={prefetch}>
        <Component {...props} />
      </HydrateLater>
    );
  });
}

/**
 * A component whose code is a chunk of its own (`load` imports its module, `name` is its export),
 * for a part of the page that `hydrateLater` holds back: the chunk is fetched once the page has
 * hydrated (`prefetch`), so it is not part of the page's first load. The server loads every such
 * module when it starts, so its renders never wait for one.
 */
export function lazyComponent<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loadComponent = guardChunkLoad(() =>
    load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    }),
  );
  const Lazy = lazy(loadComponent);
  if (typeof window !== 'undefined') return Object.assign(Lazy, { prefetch: loadComponent });
  void loadComponent();
  return function Preloaded(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
}
