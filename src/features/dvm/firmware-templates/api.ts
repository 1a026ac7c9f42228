// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { FirmwareTemplate } from '@generated/types/entities.ts';
import { apiFetch } from '@/lib/api/client.ts';
import { apiQueryKey, useApiQuery } from '@/lib/api/operations.ts';
import { saveTemplateAssignment, type TemplateAssignmentPlan } from '@/lib/firmware/template-assignment.ts';

export type { FirmwareTemplate };

/** Firmware Templates: the ADOM's templates with their devices (idle until the ADOM is known). */
export function useListFirmwareTemplates(adom: string | undefined) {
  return useApiQuery('listFirmwareTemplates', { params: { path: { adom: adom ?? '' } } }, { enabled: adom !== undefined });
}

/** The ADOM's managed devices, that a template may hold (idle until asked for). */
export function useListManagedDevices(adom: string | undefined) {
  return useApiQuery('listManagedDevices', { params: { path: { adom: adom ?? '' } } }, { enabled: adom !== undefined });
}

function useInvalidateTemplates() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: apiQueryKey('listFirmwareTemplates') });
}

/**
 * Create New and Edit: saves the template with the devices chosen, and takes those devices out of the templates that
 * held them (see saveTemplateAssignment: failures are TemplateAssignmentError); the list is read again either way.
 */
export function useSaveFirmwareTemplate() {
  const invalidate = useInvalidateTemplates();
  return async (adom: string, plan: TemplateAssignmentPlan, create: boolean) => {
    try {
      return await saveTemplateAssignment(adom, plan, { create });
    } finally {
      await invalidate();
    }
  };
}

/** Delete: removes a template; the list is read again. */
export function useDeleteFirmwareTemplate() {
  const invalidate = useInvalidateTemplates();
  return async (adom: string, name: string) => {
    const result = await apiFetch('deleteFirmwareTemplate', { params: { path: { adom, template: name } } });
    await invalidate();
    return result;
  };
}
