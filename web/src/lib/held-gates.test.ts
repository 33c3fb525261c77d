import { describe, expect, it, vi } from 'vitest';
import { freshModulesWithFakeTimers } from '../test/fresh-modules.ts';

/** The browser's idle callbacks, run by the test one idle moment at a time; timers are faked. */
function idleBrowser() {
  const pending: (() => void)[] = [];
  vi.stubGlobal('window', {
    requestIdleCallback: (callback: () => void) => pending.push(callback),
    setTimeout,
    clearTimeout,
  });
  return {
    /** One idle moment: the callbacks asked for before it began. */
    idle: () => pending.splice(0).forEach((callback) => callback()),
    waiting: () => pending.length,
  };
}

/** Held parts, by name, that note when their gate opens. */
async function heldParts(names: string[]) {
  const gates = await import('./held-gates.ts');
  const opened: string[] = [];
  const parts = names.map((name) => {
    const gate = gates.createGate();
    const open = gate.open;
    gate.open = () => {
      opened.push(name);
      open();
    };
    const cancel = gates.queueRelease(gate);
    return { gate, cancel, hydrate: () => gates.partHydrated(gate) };
  });
  return { ...gates, opened, parts };
}

describe('held parts, released after the page has hydrated', () => {
  freshModulesWithFakeTimers();

  it('wait for an idle moment, then come one at a time, in page order, each once the one before has hydrated', async () => {
    const browser = idleBrowser();
    const { opened, parts } = await heldParts(['header', 'card 1', 'card 2']);
    expect(opened).toEqual([]);
    expect(browser.waiting()).toBe(1);
    browser.idle();
    expect(opened).toEqual(['header']);
    vi.advanceTimersByTime(50);
    expect(opened).toEqual(['header']);
    parts[0]?.hydrate();
    // In a task of its own, after the one in which the part before hydrated.
    expect(opened).toEqual(['header']);
    vi.advanceTimersByTime(0);
    expect(opened).toEqual(['header', 'card 1']);
    parts[1]?.hydrate();
    vi.advanceTimersByTime(0);
    expect(opened).toEqual(['header', 'card 1', 'card 2']);
    expect(browser.waiting()).toBe(0);
  });

  it('do not wait long for a part whose code is still on its way', async () => {
    const browser = idleBrowser();
    const { opened } = await heldParts(['slow', 'next']);
    browser.idle();
    vi.advanceTimersByTime(99);
    expect(opened).toEqual(['slow']);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1);
    expect(opened).toEqual(['slow', 'next']);
  });

  it('pass over a part gone before its turn and the parts a press has opened', async () => {
    const browser = idleBrowser();
    const { closedGates, opened, openAllGates, parts } = await heldParts(['first', 'gone', 'last']);
    parts[1]?.cancel();
    closedGates.delete(parts[1]!.gate);
    browser.idle();
    parts[0]?.hydrate();
    vi.advanceTimersByTime(0);
    expect(opened).toEqual(['first', 'last']);

    const pressed = await heldParts(['a', 'b']);
    openAllGates();
    expect(pressed.parts.every(({ gate }) => !closedGates.has(gate))).toBe(true);
    expect(pressed.opened).toEqual(['a', 'b']);
    browser.idle();
    vi.runAllTimers();
    expect(pressed.opened).toEqual(['a', 'b']);
  });
});
