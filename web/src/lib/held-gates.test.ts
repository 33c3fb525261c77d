import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's idle callbacks, run by the test one idle moment at a time. */
function idleBrowser() {
  const pending: (() => void)[] = [];
  vi.stubGlobal('window', {
    requestIdleCallback: (callback: () => void) => pending.push(callback),
    setTimeout,
  });
  return {
    /** One idle moment: the callbacks asked for before it began. */
    idle: () => pending.splice(0).forEach((callback) => callback()),
    waiting: () => pending.length,
  };
}

describe('held parts released when the browser is idle', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('are released one per idle moment, in the order they were held', async () => {
    const browser = idleBrowser();
    const { createGate, openWhenIdle } = await import('./held-gates.ts');
    const opened: string[] = [];
    const gates = ['header', 'card 1', 'card 2'].map((name) => {
      const gate = createGate();
      const open = gate.open;
      gate.open = () => {
        opened.push(name);
        open();
      };
      openWhenIdle(gate);
      return gate;
    });
    expect(browser.waiting()).toBe(1);
    browser.idle();
    expect(opened).toEqual(['header']);
    browser.idle();
    expect(opened).toEqual(['header', 'card 1']);
    browser.idle();
    expect(opened).toEqual(['header', 'card 1', 'card 2']);
    expect(browser.waiting()).toBe(0);
    await expect(Promise.all(gates.map((gate) => gate.promise))).resolves.toBeDefined();
  });

  it('skip a part gone before its turn, and all open at once at the first press', async () => {
    const browser = idleBrowser();
    const { closedGates, createGate, openAllGates, openWhenIdle } = await import('./held-gates.ts');
    const [first, gone, last] = [createGate(), createGate(), createGate()];
    openWhenIdle(first);
    const cancel = openWhenIdle(gone);
    openWhenIdle(last);
    cancel();
    closedGates.delete(gone);
    browser.idle();
    browser.idle();
    expect(closedGates.has(last)).toBe(false);
    expect(closedGates.has(gone)).toBe(false);

    const pressed = [createGate(), createGate()];
    pressed.forEach((gate) => openWhenIdle(gate));
    openAllGates();
    expect(pressed.every((gate) => !closedGates.has(gate))).toBe(true);
    browser.idle();
    expect(browser.waiting()).toBe(0);
  });
});
