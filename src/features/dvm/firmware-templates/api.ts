// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '@/lib/api/endpoint.ts';
import { addFirmwareTemplate, updateFirmwareTemplate } from '@/lib/api/endpoints/firmware.gen.ts';
import { saveTemplateAssignment, type TemplateAssignmentPlan } from '@/lib/firmware/template-assignment.ts';

/**
 * Create New and Edit: saves the template with the devices chosen, and takes those devices out of the templates that
 * held them (see saveTemplateAssignment: failures are TemplateAssignmentError). Not generated: several calls, after
 * which what the spec says the saves make stale is read again, whether or not every save succeeded.
 */
export function useSaveFirmwareTemplate() {
  const client = useQueryClient();
  return async (adom: string, plan: TemplateAssignmentPlan, create: boolean) => {
    try {
      return await saveTemplateAssignment(adom, plan, { create });
    } finally {
      await invalidateAfter(client, (create ? addFirmwareTemplate : updateFirmwareTemplate).rule);
    }
  };
}
