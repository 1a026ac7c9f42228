/** The address's query with one parameter set (or removed with null), the others kept: for `setSearchParams(prev => …)`. */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}
