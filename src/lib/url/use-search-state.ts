import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Update = (prev: URLSearchParams) => URLSearchParams;

/**
 * The address's query, like react-router's `useSearchParams`, with changes composed onto the latest one written
 * rather than onto the one last drawn. A navigation is a transition: for a moment the page still draws the previous
 * address, and a second change made then (a choice, then another at once) would be written over the first. Until the
 * address drawn catches up, the query returned is the one written, so the screen shows the choice at once. A
 * navigation from elsewhere (Back, a link) replaces what was written here. The setter keeps its identity.
 */
export function useSearchState(): [URLSearchParams, (update: Update, options?: NavigateOptions) => void] {
  const [drawn, setSearch] = useSearchParams();
  const written = useRef<{ over: URLSearchParams; value: URLSearchParams } | null>(null);
  if (written.current && written.current.over !== drawn) written.current = null;
  const current = written.current?.value ?? drawn;
  const latest = useRef({ drawn, current, setSearch });
  latest.current = { drawn, current, setSearch };
  const update = useCallback((change: Update, options?: NavigateOptions) => {
    const value = change(latest.current.current);
    written.current = { over: latest.current.drawn, value };
    latest.current = { ...latest.current, current: value };
    latest.current.setSearch(value, options);
  }, []);
  return [current, update];
}
