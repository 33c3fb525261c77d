import { asReplay, hydratedByReact, openAllGates, type EarlyEvent } from './held-gates.ts';
import { afterHeldParts, afterRootHydrated, watchHeldParts } from './later-parts.ts';

/**
 * What the app does with an event that reached a part of the page React had not hydrated yet
 * (lib/hydrate-later keeps them, and those the page's loader kept before the app started): loaded
 * at the first such event, as a visit where nothing is pressed or typed before the page works
 * never needs it.
 */

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
  { target, handled }: EarlyEvent,
  again: () => void,
  until: (callback: () => void) => void = afterPageHydrated,
) {
  if (handled) return;
  until(() => {
    // What was typed first, so a form sent again sends it.
    tellReactWhatWasTyped();
    window.setTimeout(() => {
      // Made once: an event made again that still finds no handler is not made a third time.
      if (target.isConnected) asReplay(again);
    }, 0);
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Fields typed into (or ticked) before React had hydrated them, with the text last typed. */
const typedEarly = new Map<Field, string>();

/**
 * Notes a field changed before React hydrated it: React keeps what is on screen when it
 * hydrates, but its own state still holds the server's value, and would put that back at the
 * next render.
 */
function noteTyping({ target: field }: EarlyEvent) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (typedEarly.size === 0) tellAsPartsHydrate();
  typedEarly.set(field, field.value);
}

/**
 * React is told of what was typed into each field as the part around it hydrates, in that
 * hydration's commit: before a press that hydrated it can send its form, and before a form sent
 * earlier is sent again (`againIfUnhandled`). Fields in the page itself are told as the page
 * hydrates, those in a held part as that part does; at the latest, everything once all have.
 */
function tellAsPartsHydrate() {
  afterRootHydrated(tellReactWhatWasTyped);
  const stopWatching = watchHeldParts(tellReactWhatWasTyped);
  afterPageHydrated(() => {
    stopWatching();
    tellReactWhatWasTyped();
  });
}

/**
 * Hands React what was typed before it hydrated each field, as the change it would have seen:
 * React notices a change against the value it last knew, so that value is set first, then what
 * was typed is put back without React's knowledge, and the field's event is sent.
 */
function tellReactWhatWasTyped() {
  for (const [field, typedThen] of [...typedEarly]) {
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
      // What the field holds now, unless a render has put the server's value back since (a part
      // whose state starts from elsewhere, the search box's remembered text): then what was typed.
      const typed = field.value === field.defaultValue ? typedThen : field.value;
      if (typed === field.defaultValue) continue;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
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
 * arrived (React stops such a click at the root). What the browser itself acts on is left alone
 * (`WORKS_WITHOUT_APP`); so are a form's send buttons, whose form is sent again instead (below).
 */
function replayClickIfUnhandled(early: EarlyEvent) {
  const { event, target } = early;
  if (target.closest(WORKS_WITHOUT_APP)) return;
  const button = target.closest('button:not([type])');
  if (button instanceof HTMLButtonElement && button.form) return;
  // The element to click again: the target, or the nearest HTML element around it (an icon's path).
  let element: Element | null = target;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  if (!(element instanceof HTMLElement)) return;
  const pressed = element;
  againIfUnhandled(early, () => {
    if (!event.defaultPrevented) pressed.click();
  });
}

/**
 * A form without an address of its own, sent before React had hydrated it, was stopped (see
 * lib/hydrate-later): it is sent again, with the same button, once the form has hydrated, even
 * while another part of the page still waits.
 */
function resendFormIfUnhandled(early: EarlyEvent) {
  const { event, target: form } = early;
  if (!(form instanceof HTMLFormElement)) return;
  const submitter = event instanceof SubmitEvent ? event.submitter : null;
  againIfUnhandled(
    early,
    () =>
      form.requestSubmit(
        submitter && submitter.isConnected && form.contains(submitter) ? submitter : null,
      ),
    (send) => afterHydrated(form, send),
  );
}

/** What the app does with each kind of event that reached a part of the page not yet hydrated. */
const HANDLERS: Record<string, (early: EarlyEvent) => void> = {
  click: replayClickIfUnhandled,
  submit: resendFormIfUnhandled,
  input: noteTyping,
  change: noteTyping,
};

export function handleEarlyEvent(early: EarlyEvent): void {
  HANDLERS[early.event.type]?.(early);
}
