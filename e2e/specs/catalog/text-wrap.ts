import type { Locator } from '@playwright/test';

/**
 * The texts of an element that the browser broke across lines inside a word (a break not after a
 * space, a hyphen, a slash or a soft hyphen), each written with a «|» where it broke, e.g.
 * «Электроинструмен|т».
 */
export async function wordsBrokenInside(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      let previousTop: number | null = null;
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        // Right after a break the range also covers the end of the line before: take its last box.
        const rects = range.getClientRects();
        const rect = rects[rects.length - 1];
        if (!rect || rect.width === 0) continue;
        if (previousTop !== null && rect.top > previousTop + 1) {
          const before = text.slice(0, i);
          if (!/[\s\-/\u00AD]$/.test(before)) {
            broken.push(`${before}|${text.slice(i)}`.replaceAll('\u00AD', ''));
          }
        }
        previousTop = rect.top;
      }
    }
    return broken;
  });
}

/**
 * How far, in pixels, an element's text runs past the right edge of the list item (a card) it
 * sits in; 0 when inside.
 */
export async function overflowPastItem(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const right = (el.closest('li') ?? document.body).getBoundingClientRect().right;
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = [...range.getClientRects()];
    return Math.max(0, ...rects.map((rect) => Math.round(rect.right - right)));
  });
}
