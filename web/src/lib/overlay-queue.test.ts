import { describe, expect, it } from 'vitest';
import { OVERLAY_PRIORITY, firstClaim } from './overlay-queue.tsx';

const claim = (priority: number, order: number) => ({ priority, count: 1, order });

describe('overlay queue', () => {
  it('shows the claim of the lowest priority, of equal ones the earliest', () => {
    const claims = new Map([
      ['hint:search', claim(OVERLAY_PRIORITY.hint + 2, 1)],
      ['hint:filters', claim(OVERLAY_PRIORITY.hint, 3)],
      ['city', claim(OVERLAY_PRIORITY.city, 4)],
    ]);
    expect(firstClaim(claims)).toBe('city');
    claims.set('notice', claim(OVERLAY_PRIORITY.notice, 5));
    expect(firstClaim(claims)).toBe('notice');
    expect(
      firstClaim(
        new Map([
          ['a', claim(1, 2)],
          ['b', claim(1, 1)],
        ]),
      ),
    ).toBe('b');
  });

  it('has nothing to show when nothing asks', () => {
    expect(firstClaim(new Map())).toBeNull();
  });
});
