import { useEffect, useState } from 'react';
import { App, Button, Skeleton } from 'antd';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { failureText } from '@/lib/format/failure.ts';
import { SchemaForm, type FormModule } from '@/lib/forms/schema-form.tsx';
import { useListConfigObjects } from '@/lib/api/endpoints/objects.gen.ts';
import { asConfigObjects, objectListInit, useObjectChanges, type ObjectScope } from './api.ts';
import type { ObjectKindDef } from './catalog.ts';
import { objectKey, type ConfigObject } from './logic.ts';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

export interface SingletonSettingsProps {
  kind: ObjectKindDef;
  form: FormModule;
  scope: ObjectScope;
  editable: boolean;
}

/** A kind with one object per ADOM or device (e.g. the WiFi settings): its form, saved with Apply. */
export function SingletonSettings({ kind, form, scope, editable }: SingletonSettingsProps) {
  const { message } = App.useApp();
  const objects = useListConfigObjects(objectListInit(scope), { select: asConfigObjects });
  const changes = useObjectChanges(scope, kind.keyField);
  const current = objects.data?.[0];
  const [data, setData] = useState<ConfigObject | undefined>(current);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (current && data === undefined) setData(structuredClone(current));
  }, [current, data]);

  if (objects.isError) {
    return (
      <LoadFailed title={errorMessage(objects.error, 'objects.settingsLoadFailed')} onRetry={() => void objects.refetch()} />
    );
  }
  if (objects.isPending || !data) return <Skeleton active />;

  async function save(obj: ConfigObject) {
    setSaving(true);
    setServerErrors(undefined);
    try {
      await changes.update(objectKey(current ?? obj, kind.keyField), obj);
      void message.success(msg('objects.settingsSaved'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setServerErrors(error.fields);
      void message.error(failureText(error, 'objects.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  const formId = `object-settings-${kind.key}`;
  return (
    <div className="object-settings">
      <SchemaForm<ConfigObject> id={formId} form={form} formData={data} onChange={setData} onSubmit={(d) => void save(d)} serverErrors={serverErrors} disabled={!editable || saving} />
      {editable && (
        <Button type="primary" htmlType="submit" form={formId} loading={saving}>
          {msg('objects.saveSettings')}
        </Button>
      )}
    </div>
  );
}
