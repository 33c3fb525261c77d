import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { SearchSuggestionsQuery as SuggestionsData } from '../../__generated__/graphql.ts';
import { SearchSuggestionsQuery } from './suggestions-query.ts';
import { MIN_SUGGEST_LENGTH, scheduleSuggestions } from './suggestion-requests.ts';

type Suggestions = SuggestionsData['searchSuggestions'];

/**
 * The suggestions for the text being typed, asked 300 ms after the last keystroke with the earlier
 * request cancelled. The last answer stays while the next is on its way (when the text only grew
 * or shrank), so the list does not flicker; it is null for texts too short to suggest for.
 */
export function useSuggestions(text: string, seller: string | null): Suggestions | null {
  const client = useApolloClient();
  const [answer, setAnswer] = useState<{ text: string; suggestions: Suggestions } | null>(null);
  const query = text.trim();
  const enough = query.length >= MIN_SUGGEST_LENGTH;

  useEffect(() => {
    if (!enough) return;
    return scheduleSuggestions(
      query,
      async (value, signal) => {
        const result = await client.query({
          query: SearchSuggestionsQuery,
          variables: { text: value, seller },
          context: { fetchOptions: { signal } },
        });
        return result.data?.searchSuggestions ?? null;
      },
      (suggestions) => setAnswer(suggestions ? { text: query, suggestions } : null),
    );
  }, [client, query, enough, seller]);

  // An earlier answer bridges the wait only while the text is still a continuation of its text.
  const related = !!answer && (query.startsWith(answer.text) || answer.text.startsWith(query));
  return enough && related ? answer.suggestions : null;
}
