import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { resetsSearch, searchScope, type SearchScope } from './search-scope.ts';

/**
 * The text in the box outlives the page (every page renders its own header), so the browser keeps
 * it here between pages. Nothing is kept on the server, where pages of many visitors render.
 */
const memory: { text: string; scope: SearchScope | undefined } = { text: '', scope: undefined };

/**
 * The search box's text: the results page shows its own query; other pages keep what was typed,
 * except that markets which reset the search (sprout) clear it on entering or leaving the
 * catalogue, seller, product or search routes.
 */
export function useSearchText(resetBetweenScopes: boolean): [string, (text: string) => void] {
  const location = useLocation();
  const scope = searchScope(location.pathname);
  const urlText =
    scope === 'search' ? (new URLSearchParams(location.search).get('text') ?? '') : null;
  const [text, setText] = useState(urlText ?? '');

  useEffect(() => {
    const previous = memory.scope;
    memory.scope = scope;
    if (urlText !== null) memory.text = urlText;
    else if (resetBetweenScopes && resetsSearch(previous, scope)) memory.text = '';
    setText(memory.text);
  }, [location.key, scope, urlText, resetBetweenScopes]);

  return [
    text,
    (value) => {
      memory.text = value;
      setText(value);
    },
  ];
}
