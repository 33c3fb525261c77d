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
import { afterHeldParts, afterRootHydrated, holdPart, watchHeldParts } from './later-parts.ts';

interface Gate {
  promise: Promise<void>;
  open: () => void;
  /** Tells the page this part has hydrated (or is gone). */
  settle: () => void;
}

/** Gates of parts still held back, opened together by the visitor's first interaction. */
const closedGates = new Set<Gate>();

function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    promise,
    // Marked fulfilled at once (React reads a thenable's status), so a part an event is waiting
    // on hydrates synchronously in that event rather than after it.
    open: () => {
      closedGates.delete(gate);
      void Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
    settle: () => {},
  };
  closedGates.add(gate);
  return gate;
}

/**
 * The first press, key or focus anywhere opens every held part, so a part the visitor reaches for
 * before the browser has been idle hydrates then: React hydrates the boundary under a click
 * synchronously and hands it the click, its code having been fetched since the page hydrated.
 */
const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

function openAllGates() {
  for (const gate of [...closedGates]) gate.open();
}

/** Whether the page is still being hydrated (the app marks <html> once it has been). */
const hydrating = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

/** Whether React has hydrated the element (it keeps its fiber on the node). */
const hydratedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Whether React listens for events on the page's root yet (it marks the root when it starts). */
const reactListens = (root: Element) =>
  Object.keys(root).some((key) => key.startsWith('_reactListening'));

let replaying = false;

/**
 * Calls `callback` once the page and the parts it holds back have hydrated; the parts do not
 * wait for an idle moment then.
 */
function afterPageHydrated(callback: () => void) {
  afterRootWithGatesOpen(() => afterHeldParts(callback));
}

/** Calls `callback` in a task after the page's own hydration, the held parts' gates opened. */
function afterRootWithGatesOpen(callback: () => void) {
  afterRootHydrated(() =>
    window.setTimeout(() => {
      openAllGates();
      callback();
    }, 0),
  );
}

/**
 * Calls `callback` once React has hydrated `element`: with the page, or with the part held back
 * around it; at the latest once the page and all its held parts have (the element may be gone).
 * A part that never hydrates (its data never comes) elsewhere on the page does not hold it up.
 */
function afterHydrated(element: Element, callback: () => void) {
  afterRootWithGatesOpen(() => {
    let done = false;
    let stopWaiting = () => {};
    const finish = () => {
      if (done) return;
      done = true;
      stopWatching();
      stopWaiting();
      callback();
    };
    const stopWatching = watchHeldParts(() => {
      if (hydratedByReact(element)) finish();
    });
    if (hydratedByReact(element)) finish();
    else stopWaiting = afterHeldParts(finish);
  });
}

/**
 * Calls `again` once the page and its held parts have hydrated (`until`, for a form: once the
 * form itself has), unless React took the event.
 */
function againIfUnhandled(
  target: Element,
  listening: boolean,
  again: () => void,
  until: (callback: () => void) => void = afterPageHydrated,
) {
  openAllGates();
  // After the event has gone through the page (React's listeners on the root included).
  window.setTimeout(() => {
    if (listening && hydratedByReact(target)) return;
    until(() => {
      // What was typed first, so a form sent again sends it.
      tellReactWhatWasTyped();
      window.setTimeout(() => {
        if (!target.isConnected) return;
        // Made once: an event made again that still finds no handler is not made a third time.
        replaying = true;
        try {
          again();
        } finally {
          replaying = false;
        }
      }, 0);
    });
  }, 0);
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Fields typed into (or ticked) before React had hydrated them. */
const typedEarly = new Set<Field>();

/**
 * Notes a field changed before React hydrated it: React keeps what is on screen when it
 * hydrates, but its own state still holds the server's value, and would put that back at the
 * next render.
 */
function noteTyping(event: Event) {
  const field = unhydratedTarget(event)?.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (typedEarly.size === 0) afterPageHydrated(tellReactWhatWasTyped);
  typedEarly.add(field);
}

/**
 * Hands React what was typed before it hydrated each field, as the change it would have seen:
 * React notices a change against the value it last knew, so that value is set first, then what
 * was typed is put back without React's knowledge, and the field's event is sent.
 */
function tellReactWhatWasTyped() {
  for (const field of [...typedEarly]) {
    if (!field.isConnected || !hydratedByReact(field)) continue;
    typedEarly.delete(field);
    const proto = Object.getPrototypeOf(field) as object;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      const ticked = field.checked;
      if (ticked === field.defaultChecked) continue;
      field.checked = !ticked;
      Object.getOwnPropertyDescriptor(proto, 'checked')?.set?.call(field, ticked);
      // React reads a box's change from a click; a plain event does not tick it again.
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      const typed = field.value;
      if (typed === field.defaultValue) continue;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** The target of an event on the page's root that React has not hydrated yet, with the root. */
function unhydratedTarget(event: Event) {
  if (replaying || !hydrating()) return null;
  const root = document.getElementById('root');
  const target = event.target instanceof Element ? event.target : null;
  if (!root || !target || !root.contains(target) || hydratedByReact(target)) return null;
  return { target, listening: reactListens(root) };
}

/**
 * What a click acts on without the app, so a second click would undo it: a link opens, a box is
 * ticked (React is told of it as typed: `tellReactWhatWasTyped`), a field takes the focus, a
 * summary opens its details, a send button sends its form (sent again below).
 */
const WORKS_WITHOUT_APP = 'a[href], input, select, textarea, label, summary, button[type="submit"]';

/**
 * A click that reached no React handler is made again once the part pressed has hydrated: one
 * made before React listened on the page's root, or one on a held part whose code has not
 * arrived (React stops such a click at the root). Whether React took it is decided from the
 * press itself, never later, when the part may have hydrated since: React hydrates the part under
 * a click before it hands it the click, so a target still without its fiber once the click has
 * gone through the page was handled by nobody. What the browser itself acts on is left alone
 * (`WORKS_WITHOUT_APP`); so are a form's send buttons, whose form is sent again instead (below).
 */
function replayClickIfUnhandled(event: Event) {
  const found = unhydratedTarget(event);
  if (!found) return;
  const { target, listening } = found;
  if (target.closest(WORKS_WITHOUT_APP)) return;
  const button = target.closest('button:not([type])');
  if (button instanceof HTMLButtonElement && button.form) return;
  // The element to click again: the target, or the nearest HTML element around it (an icon's path).
  let element: Element | null = target;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  if (!(element instanceof HTMLElement)) return;
  const pressed = element;
  againIfUnhandled(target, listening, () => {
    if (!event.defaultPrevented) pressed.click();
  });
}

/**
 * A form without an address of its own, sent before React has hydrated it, would go to the page's
 * own address with its fields in the query, and what was typed would be lost: the browser is
 * stopped, and the form is sent again, with the same button, once the form has hydrated, even
 * while another part of the page still waits.
 */
function resendFormIfUnhandled(event: Event) {
  const found = unhydratedTarget(event);
  if (!found || !(found.target instanceof HTMLFormElement)) return;
  const form = found.target;
  if (form.hasAttribute('action')) return;
  event.preventDefault();
  const submitter = event instanceof SubmitEvent ? event.submitter : null;
  againIfUnhandled(
    form,
    found.listening,
    () =>
      form.requestSubmit(
        submitter && submitter.isConnected && form.contains(submitter) ? submitter : null,
      ),
    (send) => afterHydrated(form, send),
  );
}

/** What the app does with each kind of event that reaches a part of the page not yet hydrated. */
const BEFORE_HYDRATION = new Map<string, (event: Event) => void>([
  ['click', replayClickIfUnhandled],
  ['submit', resendFormIfUnhandled],
  ['input', noteTyping],
  ['change', noteTyping],
]);

if (typeof document !== 'undefined') {
  for (const type of FIRST_INTERACTIONS) {
    document.addEventListener(type, openAllGates, { capture: true, passive: true });
  }
  for (const [type, handle] of BEFORE_HYDRATION) document.addEventListener(type, handle, true);
  // Presses, fields and forms the page's loader kept from before the app started (web/server/app-loader.ts).
  const kept = (globalThis as { storeEarlyEvents?: () => Event[] }).storeEarlyEvents?.() ?? [];
  for (const event of kept) BEFORE_HYDRATION.get(event.type)?.(event);
}

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
    // Each part's code is asked for in a task of its own, outside the hydration's commit.
    const fetchCode = window.setTimeout(() => void prefetch?.(), 0);
    const settle = holdPart();
    gate.settle = settle;
    const idleApi = typeof window.requestIdleCallback === 'function';
    const idle = idleApi
      ? window.requestIdleCallback(gate.open, { timeout: 2000 })
      : window.setTimeout(gate.open, 200);
    return () => {
      window.clearTimeout(fetchCode);
      if (idleApi) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      closedGates.delete(gate);
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
 * the same props do not reach its boundary while it waits. `propsAreEqual` says when props made
 * anew on each render (an object built from the cache) are still the same.
 */
export function hydrateLater<Props extends object>(
  Component: ComponentType<Props>,
  propsAreEqual?: (previous: Readonly<Props>, next: Readonly<Props>) => boolean,
) {
  const { prefetch } = Component as { prefetch?: () => unknown };
  return memo(function Later(props: Props) {
    return (
      <HydrateLater prefetch={prefetch}>
        <Component {...props} />
      </HydrateLater>
    );
  }, propsAreEqual);
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
