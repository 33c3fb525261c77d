const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside an inline <script>: no "</script>", "<!--" or HTML entity can end or
 * confuse the script element, and the line separators that old parsers reject are escaped.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(
    /[<>&\u2028\u2029]/g,
    (char) => UNSAFE[char] ?? char,
  );
}

/** The inline script that hands the server's Apollo cache to the browser. */
export function apolloStateScript(state: unknown, nonce: string): string {
  return `<script nonce="${nonce}">window.__APOLLO_STATE__=${serializeForScript(state)}</script>`;
}
