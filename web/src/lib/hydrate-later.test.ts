import { describe, expect, it, vi } from 'vitest';
import { freshModulesWithFakeTimers } from '../test/fresh-modules.ts';

/** An element of the server's HTML that React has not hydrated (no fiber on it). */
class PageElement {
  parentElement: PageElement | null = null;
  isConnected = true;
  clicks = 0;
  readonly matches: string[];
  constructor(matches: string[] = []) {
    this.matches = matches;
  }
  closest(selector: string) {
    return this.matches.some((tag) => selector.split(', ').some((part) => part.startsWith(tag)))
      ? this
      : null;
  }
  click() {
    this.clicks += 1;
  }
}

/** A form of the server's HTML without an address of its own; `hydrate` gives it its fiber. */
class PageForm extends PageElement {
  sent = 0;
  hasAttribute() {
    return false;
  }
  contains() {
    return false;
  }
  requestSubmit() {
    this.sent += 1;
  }
  hydrate() {
    Object.assign(this, { __reactFiber$page: {} });
  }
}

class OtherElement {
  readonly kind = 'other';
}

/**
 * A field of the server's HTML, typed into before React hydrated it: what it holds is kept behind
 * its prototype's `value`, as in a browser; `told` is what it held each time an input event was
 * sent to it (React's change).
 */
class PageField extends PageElement {
  #value = '';
  defaultValue = '';
  type = 'email';
  told: string[] = [];
  get value() {
    return this.#value;
  }
  set value(value: string) {
    this.#value = value;
  }
  dispatchEvent(event: { type: string }) {
    if (event.type === 'input') this.told.push(this.#value);
    return true;
  }
  hydrate() {
    Object.assign(this, { __reactFiber$page: {} });
  }
}

/** Text typed into a field before the app started, kept by the page's loader. */
class PageTyping {
  type = 'input';
  readonly target: PageField;
  constructor(target: PageField) {
    this.target = target;
  }
}

/** A form sent before the app started, which the page's loader stopped and kept. */
class PageSubmit {
  defaultPrevented = false;
  type = 'submit';
  submitter = null;
  readonly target: PageForm;
  constructor(target: PageForm) {
    this.target = target;
  }
  preventDefault() {
    this.defaultPrevented = true;
  }
}

class PagePress {
  defaultPrevented = false;
  type = 'click';
  readonly target: PageElement;
  constructor(target: PageElement) {
    this.target = target;
  }
}

/** A page whose loader kept `presses` before the app started; answers the app's modules. */
async function startApp(presses: (PagePress | PageSubmit | PageTyping)[]) {
  const root = { contains: () => true };
  const page = {
    document: {
      documentElement: { dataset: {} as Record<string, string> },
      getElementById: () => root,
      addEventListener: () => {},
    },
    window: globalThis,
    Element: PageElement,
    HTMLElement: PageElement,
    // Kinds of element none of the pressed ones is.
    HTMLButtonElement: OtherElement,
    HTMLInputElement: PageField,
    HTMLTextAreaElement: OtherElement,
    HTMLFormElement: PageForm,
    MouseEvent: PagePress,
    SubmitEvent: PageSubmit,
    Event: class {
      readonly type: string;
      constructor(type: string) {
        this.type = type;
      }
    },
    storeEarlyEvents: () => presses.splice(0),
  };
  for (const [name, value] of Object.entries(page)) vi.stubGlobal(name, value);
  const laterParts = await import('./later-parts.ts');
  await import('./hydrate-later.tsx');
  return laterParts;
}

/** Runs the timers due, and again once the code loaded for an early event has arrived. */
async function settle() {
  for (let round = 0; round < 3; round += 1) {
    vi.runAllTimers();
    await vi.dynamicImportSettled();
  }
}

describe('presses kept by the page before the app started', () => {
  freshModulesWithFakeTimers();

  it('are made again, once, after the page has hydrated', async () => {
    const button = new PageElement();
    const { markRootHydrated } = await startApp([new PagePress(button)]);
    await settle();
    expect(button.clicks).toBe(0);
    markRootHydrated();
    await settle();
    expect(button.clicks).toBe(1);
    await settle();
    expect(button.clicks).toBe(1);
  });

  it('are left to the browser when it acted on them itself: a link, a box, a field', async () => {
    const link = new PageElement(['a[href]']);
    const box = new PageElement(['input']);
    const { markRootHydrated } = await startApp([new PagePress(link), new PagePress(box)]);
    markRootHydrated();
    await settle();
    expect([link.clicks, box.clicks]).toEqual([0, 0]);
  });

  it('send a form again once the form itself has hydrated, while a part held back still waits', async () => {
    const form = new PageForm();
    const { holdPart, markRootHydrated } = await startApp([new PageSubmit(form)]);
    const formPart = holdPart();
    // Another part that never hydrates (its data never comes): the page as a whole never does.
    holdPart();
    markRootHydrated();
    await settle();
    expect(form.sent).toBe(0);
    form.hydrate();
    formPart();
    await settle();
    expect(form.sent).toBe(1);
  });

  it('tell React of text typed into a held part as that part hydrates, before anything runs after it', async () => {
    const field = new PageField();
    field.value = 'early@example.com';
    const { holdPart, markRootHydrated } = await startApp([new PageTyping(field)]);
    const fieldPart = holdPart();
    holdPart();
    markRootHydrated();
    await settle();
    expect(field.told).toEqual([]);
    field.hydrate();
    // In the part's own commit: a press that hydrated it finds React told when it sends the form.
    fieldPart();
    expect(field.told).toEqual(['early@example.com']);
    await settle();
    expect(field.told).toEqual(['early@example.com']);
  });
});
