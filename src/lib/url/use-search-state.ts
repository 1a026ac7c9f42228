import { useCallback, useContext, useRef } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams, type NavigateOptions } from 'react-router';

type Update = (prev: URLSearchParams) => URLSearchParams;

/**
 * The address's query, like react-router's `useSearchParams`, with each change written onto the router's latest
 * address rather than onto the one last drawn. A navigation is a transition: for a moment the page still draws the
 * previous address, and a second change made then (a choice, then another at once, from this screen or another
 * part of it) would have been written over the first. The router's own state is the truth: the address it is going
 * to, or the one it is at, so a navigation that was blocked (unsaved changes) or came from elsewhere (Back, a link)
 * is never written over either. Outside a data router (a plain MemoryRouter in a test) it is `useSearchParams`.
 * The setter keeps its identity.
 */
export function useSearchState(): [URLSearchParams, (update: Update, options?: NavigateOptions) => void] {
  const [drawn, setSearch] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const latest = useRef({ drawn, setSearch, router });
  latest.current = { drawn, setSearch, router };
  const update = useCallback((change: Update, options?: NavigateOptions) => {
    const { drawn, setSearch, router } = latest.current;
    const state = router?.state;
    const going = state?.navigation.location;
    // a navigation under way to this page carries the latest query; one to another page is not this screen's
    const search = state ? (going && going.pathname === state.location.pathname ? going : state.location).search : null;
    setSearch(change(new URLSearchParams(search ?? drawn)), options);
  }, []);
  return [drawn, update];
}
