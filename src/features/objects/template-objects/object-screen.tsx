import { useSearchState } from '@/lib/url/use-search-state.ts';
import { withParam } from '@/lib/url/search-params.ts';
import { Alert, Form, Select, Skeleton } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { useCapabilities, useCurrentAdom } from '@/lib/session/index.ts';
import type { ManagedDevice } from '@generated/types/entities.ts';
import { useListManagedDevices } from '@/lib/api/endpoints/devices.gen.ts';
import { objectScreenFor } from './catalog.ts';
import { ObjectList } from './object-list.tsx';
import { SingletonSettings } from './singleton-settings.tsx';
import { useObjectForm } from './use-object-form.ts';
import { msg } from './text.ts';
import './config-objects.css';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

/** The managed FortiGates of the ADOM by name, for choosing whose objects a device screen shows. */
function fortiGateNames(devices: ManagedDevice[]): string[] {
  return devices
    .filter((d) => d.os_type === 'FortiGate' && d.mgmt_mode !== 'fmg')
    .map((d) => d.name)
    .sort((a, b) => a.localeCompare(b));
}

export interface ObjectScreenProps {
  /** the route's app key: the catalogue says which kind it shows, and whose */
  appKey: string;
}

/**
 * Every access-point and switch template screen: the kind the catalogue names for the route, as a list (or, for a
 * kind with one object, its form), of the ADOM or of the device chosen (kept in the URL as ?device=).
 */
export function ObjectScreen({ appKey }: ObjectScreenProps) {
  const screen = objectScreenFor(appKey)!;
  const { kind } = screen;
  const caps = useCapabilities();
  const adom = useCurrentAdom().data?.name;
  const [params, setParams] = useSearchState();
  const device = screen.scope === 'device' ? (params.get('device') ?? undefined) : undefined;
  const devices = useListManagedDevices(undefined, { enabled: screen.scope === 'device', select: fortiGateNames });
  const { form, error: formError, retry } = useObjectForm(kind.key);
  const editable = caps.configObjects === 'edit';

  const notice =
    caps.configObjects === 'needsLock' ? (
      <Alert type="info" showIcon title={msg('objects.needsLock')} className="object-notice" />
    ) : caps.configObjects === 'view' ? (
      <Alert type="info" showIcon title={msg('objects.readOnly')} className="object-notice" />
    ) : null;

  const picker =
    screen.scope === 'device' ? (
      <Form layout="inline" className="object-device-picker">
        <Form.Item label={msg('objects.device')} htmlFor={`object-device-${kind.key}`}>
          <Select
            id={`object-device-${kind.key}`}
            showSearch
            style={{ minWidth: 240 }}
            value={device}
            loading={devices.isPending}
            placeholder={msg('objects.chooseDevice')}
            options={(devices.data ?? []).map((d) => ({ value: d, label: d }))}
            onChange={(value: string) =>
              setParams((p) => withParam(p, 'device', value), { replace: true })
            }
          />
        </Form.Item>
      </Form>
    ) : null;

  let body;
  if (formError) {
    body = <LoadFailed title={errorMessage(formError, 'objects.loadFailed')} onRetry={retry} />;
  } else if (!adom || !form) {
    body = <Skeleton active />;
  } else if (screen.scope === 'device' && devices.isError) {
    body = (
      <LoadFailed title={errorMessage(devices.error, 'objects.devicesLoadFailed')} onRetry={() => void devices.refetch()} />
    );
  } else if (screen.scope === 'device' && devices.data && !devices.data.length) {
    body = <Alert type="info" showIcon title={msg('objects.noDevices')} />;
  } else if (screen.scope === 'device' && !device) {
    body = <Alert type="info" showIcon title={msg('objects.chooseDevice')} />;
  } else {
    const scope = { adom, kind: kind.key, device };
    body = kind.singleton ? (
      <SingletonSettings key={`${adom}/${device ?? ''}`} kind={kind} form={form} scope={scope} editable={editable} />
    ) : (
      <ObjectList key={`${adom}/${device ?? ''}`} kind={kind} form={form} scope={scope} editable={editable} owner={device ?? adom} />
    );
  }

  return (
    <div className="object-screen" data-object-kind={kind.key}>
      {notice}
      {picker}
      {body}
    </div>
  );
}
