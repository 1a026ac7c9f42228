import './firmware-templates.css';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Space, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { FirmwareTemplateFormData } from '@generated/forms/firmware-template.ts';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { failureText } from '@/lib/format/failure.ts';
import { formatCount } from '@/lib/format/index.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn, type SortColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { useCurrentAdom } from '@/lib/session/index.ts';
import { ToolbarActions } from '@/lib/ui/toolbar-actions.tsx';
import type { FirmwareTemplate } from '@generated/types/entities.ts';
import { useListManagedDevices } from '@/lib/api/endpoints/devices.gen.ts';
import { useDeleteFirmwareTemplate, useListFirmwareTemplates } from '@/lib/api/endpoints/firmware.gen.ts';
import { useSaveFirmwareTemplate } from './api.ts';
import { planTemplateAssignment, TemplateAssignmentError } from '@/lib/firmware/template-assignment.ts';
import { assignableDevices, membersFor } from './logic/assignment.ts';
import { formDataToTemplate, newTemplateFormData, scheduleDays, templateToFormData } from '@/lib/firmware/template-form.ts';
import { msg, msgCount, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

// the generated form and its validator load with the dialog, not with the list
const TemplateFormDialog = lazy(() => import('./template-form-dialog.tsx'));

const DEVICES_SHOWN = 5;
const BY_NAME: readonly SortColumn[] = [{ columnKey: 'name', direction: 'ASC' }];
const NO_KEYS: ReadonlySet<string> = new Set();
const versionsOf = (t: FirmwareTemplate) => t['fwmprof setting']['enforced version'];
const versionTexts = (t: FirmwareTemplate) => versionsOf(t).map((v) => msg('dvm.tpl.version', v.platform, v.version));
const sourceText = (t: FirmwareTemplate) => (t['fwmprof setting']['image-source'] === 1 ? msg('dvm.tpl.imageLocal') : msg('dvm.tpl.imageFortiGuard'));
/** one line per enforced version */
const rowHeight = (t: FirmwareTemplate) => Math.max(36, 22 * versionsOf(t).length + 14);

export interface FirmwareTemplatesProps {
  /** read-write on the device manager (capabilities.canManageFirmwareTemplates): Create New, Edit and Delete */
  editable: boolean;
}

interface Editing {
  mode: 'create' | 'edit';
  /** the template edited (its name and devices); none when creating */
  template?: FirmwareTemplate;
  initial: FirmwareTemplateFormData;
}

function scheduleText(t: FirmwareTemplate): string {
  const s = t['fwmprof setting'];
  const start = s['schedule-start-time'] ?? '';
  const end = s['schedule-end-time'] ?? '';
  if (s['schedule-type'] === 1) return msg('dvm.tpl.scheduleDaily', start, end);
  if (s['schedule-type'] === 2) {
    const days = scheduleDays(s['schedule-day'])
      .map((d) => msg(`dvm.tpl.day.${d}` as MessageKey))
      .join(', ');
    return msg('dvm.tpl.scheduleWeekly', days, start, end);
  }
  return msg('dvm.tpl.scheduleAsap');
}

/**
 * Firmware Templates: the ADOM's templates with their schedule, image source, enforced versions and devices, searched
 * and sorted per column (kept in the address); Export CSV, and Create New, Edit and Delete of the chosen template
 * (read-write on the device manager; Enter or double-click edits too) as the module toolbar's actions.
 */
export function FirmwareTemplates({ editable }: FirmwareTemplatesProps) {
  const { message, modal } = App.useApp();
  const adom = useCurrentAdom();
  const adomName = adom.data?.name;
  const templates = useListFirmwareTemplates();
  const saveTemplate = useSaveFirmwareTemplate();
  const remove = useDeleteFirmwareTemplate();
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | undefined>();
  const gridRef = useRef<DataGridHandle<FirmwareTemplate>>(null);
  const urlState = useGridUrlState({ defaultSort: BY_NAME });

  const list = useMemo(() => templates.data ?? [], [templates.data]);
  const selected = list.find((t) => t.name === chosen) ?? null;

  function open(next: Editing) {
    setFieldErrors(undefined);
    setEditing(next);
  }

  // the devices a template may hold: read when a dialog opens
  const devices = useListManagedDevices(undefined, { enabled: editing !== null });
  const deviceRows = useMemo(
    () => (devices.data ? assignableDevices(devices.data, list, editing?.template?.name) : []),
    [devices.data, list, editing?.template?.name],
  );

  async function save(data: FirmwareTemplateFormData, names: string[]) {
    if (!editing || !adomName) return;
    setSaving(true);
    setFieldErrors(undefined);
    const held = editing.template?.['scope member'] ?? [];
    // devices that could not be read: the template keeps the ones it holds; a device moved here keeps its VDOM
    const members = devices.isError ? held : membersFor(names, [...list.flatMap((t) => t['scope member']), ...held]);
    const plan = planTemplateAssignment(list, formDataToTemplate(data, []), members);
    try {
      const { template, unassignedFrom } = await saveTemplate(adomName, plan, editing.mode === 'create');
      void message.success(editing.mode === 'create' ? msg('dvm.tpl.created') : msg('dvm.tpl.saved', template.name));
      if (unassignedFrom.length) void message.info(msg('dvm.tpl.movedFrom', unassignedFrom.join(', ')));
      setEditing(null);
    } catch (error) {
      if (error instanceof TemplateAssignmentError && error.stage === 'unassign') {
        // the template itself was saved: the dialog has done its part
        void message.warning(msg('dvm.tpl.unassignFailed', error.templates.join(', ')));
        setEditing(null);
        return;
      }
      const cause = error instanceof TemplateAssignmentError ? error.cause : error;
      if (cause instanceof ApiError && Object.keys(cause.fields).length) setFieldErrors(cause.fields);
      // the server's detail when it gave one, else the spec's fallback
      void message.error(errorMessage(cause, 'dvm.tpl.saveFailed', true));
    } finally {
      setSaving(false);
    }
  }

  function confirmDelete(t: FirmwareTemplate) {
    modal.confirm({
      title: msg('dvm.tpl.deleteConfirmTitle', t.name),
      content: msg('dvm.tpl.deleteConfirm'),
      okText: msg('dvm.tpl.delete'),
      okButtonProps: { danger: true },
      cancelText: msg('dvm.tpl.cancel'),
      onOk: async () => {
        if (!adomName) return;
        try {
          await remove.mutateAsync({ params: { path: { adom: adomName, template: t.name } } });
          setChosen(null);
          void message.success(msg('dvm.tpl.deleted', t.name));
        } catch (error) {
          void message.error(failureText(error, 'dvm.tpl.deleteFailed'));
        }
      },
    });
  }

  const columns = useMemo<GridColumn<FirmwareTemplate>[]>(
    () => [
      { key: 'name', name: msg('dvm.tpl.name'), width: 200 },
      { key: 'schedule', name: msg('dvm.tpl.schedule'), width: 250, text: scheduleText },
      { key: 'source', name: msg('dvm.tpl.imageSource'), width: 130, text: sourceText },
      {
        key: 'versions',
        name: msg('dvm.tpl.versions'),
        width: 240,
        value: (t) => versionTexts(t),
        renderCell: (t) => (
          <ul className="dvm-plain-list">
            {versionsOf(t).map((v) => (
              <li key={`${v.platform}-${v.version}`}>{msg('dvm.tpl.version', v.platform, v.version)}</li>
            ))}
          </ul>
        ),
      },
      {
        key: 'devices',
        name: msg('dvm.tpl.devices'),
        minWidth: 300,
        sortDescendingFirst: true,
        value: (t) => t['scope member'].length,
        text: (t) => (t['scope member'].length ? t['scope member'].map((m) => m.name).join(', ') : msg('dvm.tpl.noDevices')),
        renderCell: (t) => {
          const members = t['scope member'];
          if (!members.length) return <Typography.Text type="secondary">{msg('dvm.tpl.noDevices')}</Typography.Text>;
          return (
            <Space size={4}>
              <Typography.Text>{msgCount('dvm.tpl.deviceCount', members.length, formatCount(members.length))}</Typography.Text>
              {members.slice(0, DEVICES_SHOWN).map((m) => (
                <Tag key={m.name}>{m.name}</Tag>
              ))}
              {members.length > DEVICES_SHOWN && <Typography.Text type="secondary">{`+${formatCount(members.length - DEVICES_SHOWN)}`}</Typography.Text>}
            </Space>
          );
        },
      },
    ],
    [],
  );

  const edit = (t: FirmwareTemplate) => open({ mode: 'edit', template: t, initial: templateToFormData(t) });

  const actions = (
    <ToolbarActions>
      <ExportCsvButton disabled={!list.length} onExport={() => gridRef.current?.exportCsv('firmware-templates')} />
      {editable && (
        <>
          <Button icon={<PlusOutlined aria-hidden="true" />} type="primary" disabled={!adomName} onClick={() => open({ mode: 'create', initial: newTemplateFormData() })}>
            {msg('dvm.tpl.createNew')}
          </Button>
          <Button icon={<EditOutlined aria-hidden="true" />} disabled={!selected} onClick={() => selected && edit(selected)}>
            {msg('dvm.tpl.edit')}
          </Button>
          <Button icon={<DeleteOutlined aria-hidden="true" />} danger disabled={!selected} onClick={() => selected && confirmDelete(selected)}>
            {msg('dvm.tpl.delete')}
          </Button>
        </>
      )}
    </ToolbarActions>
  );

  return (
    <>
      {actions}
      {!editable && <Alert type="info" showIcon title={msg('dvm.tpl.readOnly')} style={{ marginBottom: 12 }} />}
      {templates.isError ? (
        <LoadFailed title={errorMessage(templates.error, 'dvm.tpl.loadFailed')} onRetry={() => void templates.refetch()} />
      ) : (
        <DataGrid<FirmwareTemplate>
          ref={gridRef}
          {...urlState}
          aria-label={msg('dvm.tpl.table')}
          columns={columns}
          rows={list}
          rowKey={(t) => t.name}
          loading={templates.isPending}
          emptyText={msg('dvm.tpl.none')}
          rowHeight={rowHeight}
          height={520}
          selection={editable ? 'single' : 'none'}
          selectedKeys={selected ? new Set([selected.name]) : NO_KEYS}
          onSelectedKeysChange={(keys) => setChosen([...keys][0] ?? null)}
          onRowActivate={editable ? edit : undefined}
        />
      )}
      {editing && (
        <Suspense fallback={<Spin aria-label={msg('shell.loading')} />}>
          <TemplateFormDialog
            mode={editing.mode}
            initial={editing.initial}
            serverErrors={fieldErrors}
            saving={saving}
            initialDevices={(editing.template?.['scope member'] ?? []).map((m) => m.name)}
            devices={{ rows: deviceRows, loading: devices.isPending, failed: devices.isError }}
            onSave={(data, names) => void save(data, names)}
            onCancel={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
