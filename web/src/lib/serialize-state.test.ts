import { describe, expect, it } from 'vitest';
import { apolloStateScript, serializeForScript } from './serialize-state.ts';

describe('serializeForScript', () => {
  it('cannot close the script element or open a comment, whatever the data says', () => {
    const state = { 'Product:1': { title: '</script><script>alert(1)</script><!--', note: 'a&b' } };
    const json = serializeForScript(state);
    expect(json).not.toMatch(/<|>|&/);
    expect(JSON.parse(json)).toEqual(state);
  });

  it('escapes the line separators that end a line in older JavaScript parsers', () => {
    const json = serializeForScript({ text: 'a\u2028b\u2029c' });
    expect(json).toContain('\\u2028');
    expect(json).toContain('\\u2029');
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });

  it('puts the nonce on the script that assigns the state', () => {
    expect(apolloStateScript({}, 'abc')).toBe(
      '<script nonce="abc">window.__APOLLO_STATE__={}</script>',
    );
  });
});
