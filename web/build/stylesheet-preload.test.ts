import { describe, expect, it } from 'vitest';
import { shareStyleLists } from './stylesheet-preload.ts';

/** A chunk as Vite writes it when its dynamic imports need stylesheets. */
const chunk = (names: string[], body: string) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(names)})))=>i.map(i=>d[i]);\n${body}`;

describe('shared stylesheet lists', () => {
  const chunks = new Map([
    [
      'assets/index.js',
      chunk(
        ['assets/home.css', 'assets/Shell.css', 'assets/cart.css'],
        'a(()=>import(`./home.js`),__vite__mapDeps([0,1]));a(()=>import(`./cart.js`),__vite__mapDeps([1,2]))',
      ),
    ],
    [
      'assets/Shell.js',
      chunk(
        ['assets/Shell.css', 'assets/Dialog.css'],
        'a(()=>import(`./Dialog.js`),__vite__mapDeps([1]))',
      ),
    ],
    ['assets/Plain.js', 'a(()=>import(`./x.js`),[])'],
  ]);
  const { list, chunks: rewritten } = shareStyleLists(chunks);

  it('name each stylesheet once, whichever chunks import it', () => {
    expect(list.toSorted()).toEqual([
      'assets/Dialog.css',
      'assets/Shell.css',
      'assets/cart.css',
      'assets/home.css',
    ]);
  });

  it('leave in each chunk only indices into the shared list, naming the same sheets as before', () => {
    for (const [file, code] of rewritten) {
      expect(code).not.toContain('.css');
      const before = chunks.get(file) ?? '';
      const names = JSON.parse(/m\.f=(\[.*?\])/.exec(before)?.[1] ?? '[]') as string[];
      const calls = [...before.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].map(([, ids]) =>
        ids!.split(',').map((id) => names[Number(id)]),
      );
      const now = [...code.matchAll(/\),(\[[\d,]*\]) *\)/g)].map(([, ids]) =>
        (JSON.parse(ids!) as number[]).map((index) => list[index]),
      );
      expect(now).toEqual(calls);
    }
  });

  it('keep every line and every other character where it was, so source maps still hold', () => {
    for (const [file, code] of rewritten) {
      const before = chunks.get(file) ?? '';
      expect(code.split('\n').length).toBe(before.split('\n').length);
      expect(code.split('\n')[1]?.length).toBe(before.split('\n')[1]?.length);
    }
  });

  it('leave a chunk without stylesheet lists as it is', () => {
    expect(rewritten.has('assets/Plain.js')).toBe(false);
  });

  it('refuse a list that names a script: the loader links only stylesheets', () => {
    const scripts = new Map([['assets/a.js', chunk(['assets/b.js'], '__vite__mapDeps([0])')]]);
    expect(() => shareStyleLists(scripts)).toThrow(/not a stylesheet/);
  });
});
