import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as OtherTabsModule from './other-tabs.ts';

type OtherTabs = typeof OtherTabsModule;

/** The page's document as far as the channel reads it: shown or in the background. */
class PageDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** Each import is a tab of its own (its own mark), as two pages of the store would be. */
async function openTab(): Promise<OtherTabs> {
  vi.resetModules();
  return import('./other-tabs.ts');
}

/** Lets the channel deliver what was posted (it does so in a later task). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('other tabs', () => {
  let page: PageDocument;
  const stops: (() => void)[] = [];

  beforeEach(() => {
    page = new PageDocument();
    vi.stubGlobal('document', page);
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.unstubAllGlobals();
  });

  it("tells a shown tab of another tab's change at once, and not the tab that made it", async () => {
    const first = await openTab();
    const second = await openTab();
    const toFirst = vi.fn();
    const toSecond = vi.fn();
    stops.push(first.followOtherTabs('cart', toFirst), second.followOtherTabs('cart', toSecond));

    second.announceToOtherTabs('cart');
    await delivered();
    expect(toFirst).toHaveBeenCalledTimes(1);
    expect(toSecond).not.toHaveBeenCalled();
  });

  it('tells a tab in the background once, when it is shown again', async () => {
    const first = await openTab();
    const second = await openTab();
    const toFirst = vi.fn();
    stops.push(first.followOtherTabs('cart', toFirst));

    page.show('hidden');
    second.announceToOtherTabs('cart');
    second.announceToOtherTabs('cart');
    await delivered();
    expect(toFirst).not.toHaveBeenCalled();

    page.show('visible');
    expect(toFirst).toHaveBeenCalledTimes(1);
    page.show('hidden');
    page.show('visible');
    expect(toFirst).toHaveBeenCalledTimes(1);
  });

  it('tells nothing once stopped', async () => {
    const first = await openTab();
    const second = await openTab();
    const toFirst = vi.fn();
    first.followOtherTabs('cart', toFirst)();

    second.announceToOtherTabs('cart');
    await delivered();
    expect(toFirst).not.toHaveBeenCalled();
  });
});
