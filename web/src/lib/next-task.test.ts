import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextPaint } from './next-task.ts';

describe('afterNextPaint', () => {
  let frames: (() => void)[] = [];
  let visibilityState: DocumentVisibilityState = 'visible';

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    visibilityState = 'visible';
    vi.stubGlobal('document', {
      get visibilityState() {
        return visibilityState;
      },
    });
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      if (id > 0) frames[id - 1] = () => {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const paint = () => frames.splice(0).forEach((frame) => frame());

  it('runs in the task after the next frame, not in the frame itself', () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    paint();
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('is cancelled before the frame and between the frame and its task', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    paint();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterNextPaint(late);
    paint();
    cancel();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });

  it('runs in the next task on a page in the background, which paints nothing', () => {
    visibilityState = 'hidden';
    const callback = vi.fn();
    afterNextPaint(callback);
    expect(frames).toHaveLength(0);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    afterNextPaint(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('resolves nextPaint as it would run a callback', async () => {
    let resolved = false;
    void nextPaint().then(() => (resolved = true));
    paint();
    await vi.runAllTimersAsync();
    expect(resolved).toBe(true);
  });
});
