// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, useApiMutation, useApiQuery } from '@/lib/api/operations.ts';
import type { CustomViewCreate, CustomViewWidget } from './logic/lifecycle.ts';

/** The ADOM's custom views and every ADOM's templates. */
export function useCustomViews(adom: string | undefined) {
  return useApiQuery('listCustomViews', { params: { path: { adom: adom ?? '' } } }, { enabled: !!adom, staleTime: 30_000 });
}

function useRefreshList(adom: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: apiQueryKey('listCustomViews', { params: { path: { adom } } }) });
}

/** Creates a view; the list is fetched again before the call counts as done, so the new view is in the menu. */
export function useCreateCustomView(adom: string) {
  const refresh = useRefreshList(adom);
  return useApiMutation('createCustomView', {
    toInit: (body: CustomViewCreate) => ({ params: { path: { adom } }, body }),
    onSuccess: () => refresh(),
  });
}

export function useRenameCustomView(adom: string) {
  const refresh = useRefreshList(adom);
  return useApiMutation('renameCustomView', {
    toInit: ({ dashId, name }: { dashId: string; name: string }) => ({ params: { path: { adom, dashId } }, body: { name } }),
    onSuccess: () => refresh(),
  });
}

/** Deletes a view; the list is fetched again whether or not the call succeeded (a failure is not shown). */
export function useDeleteCustomView(adom: string) {
  const refresh = useRefreshList(adom);
  return useApiMutation('deleteCustomView', {
    toInit: (dashId: string) => ({ params: { path: { adom, dashId } } }),
    onSettled: () => refresh(),
  });
}

export function useSaveCustomViewLayout(adom: string) {
  const refresh = useRefreshList(adom);
  return useApiMutation('saveCustomViewLayout', {
    toInit: ({ dashId, widgets }: { dashId: string; widgets: CustomViewWidget[] }) => ({ params: { path: { adom, dashId } }, body: { widgets } }),
    onSuccess: () => refresh(),
  });
}
