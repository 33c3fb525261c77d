import {
  memo,
  Suspense,
  use,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Whether the page is still being hydrated (the app marks <html> once it has been). */
const hydrating = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

/** Holds its children back (suspends) until the gate opens. */
function Held({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

/**
 * Content below the fold that the server renders as usual but the browser hydrates only once the
 * page's own hydration is done and the main thread is idle, so it adds nothing to the first long
 * task. Until then its server HTML stays as it is; a click on it is replayed once it hydrates.
 * React outlines a boundary of more than about 500 bytes of server HTML behind an inline script,
 * which the page's security policy blocks unless the renderer is given the nonce: until it is,
 * use this only for content the server renders small (client-only data such as recommendations).
 * Rendered after hydration (a client navigation), it renders at once. A boundary that receives
 * new props before it hydrates is rendered again from scratch, so use `hydrateLater` for a
 * component whose props stay the same between renders.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (hydrating() ? createGate() : null));
  useEffect(() => {
    if (!gate) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(gate.open, 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(gate.open, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [gate]);
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
  return memo(function Later(props: Props) {
    return (
      <HydrateLater>
        <Component {...props} />
      </HydrateLater>
    );
  });
}
