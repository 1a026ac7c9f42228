import { useMemo, useRef, useState } from 'react';
import { App, Button } from 'antd';
import type { RJSFSchema } from '@rjsf/utils';
import { ApiError, errorMessage, transportReason } from '@/lib/api/errors.ts';
import type { FormModule } from '@/lib/forms/schema-form.tsx';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ToolbarActions } from '@/lib/ui/toolbar-actions.tsx';
import { useListConfigObjects } from '@/lib/api/endpoints/objects.gen.ts';
import { asConfigObjects, objectListInit, useObjectChanges, type ObjectScope } from './api.ts';
import type { ObjectKindDef } from './catalog.ts';
import { cellText, cloneObject, entryFieldText, keyMaxLength, objectKey, type ConfigObject } from './logic.ts';
import { ObjectEditor, type EditorMode } from './object-editor.tsx';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';

/** 'Failed to delete <name>.' and the appliance's reason (or why the call failed), when there is one. */
function deleteFailure(name: string, error: unknown): string {
  const detail = error instanceof ApiError ? error.detail : transportReason(error);
  return detail ? `${msg('objects.deleteFailed', name)} ${detail}` : msg('objects.deleteFailed', name);
}

export interface ObjectListProps {
  kind: ObjectKindDef;
  form: FormModule;
  scope: ObjectScope;
  editable: boolean;
  /** a file name part naming whose objects these are (ADOM or device) */
  owner: string;
}

/**
 * The list of one kind's objects: a column search and sort on every column, multi-select, CSV export of what is
 * shown; Create New, Edit (or double-click / Enter), Clone and Delete for those who may change objects.
 */
export function ObjectList({ kind, form, scope, editable, owner }: ObjectListProps) {
  const { message, modal } = App.useApp();
  const objects = useListConfigObjects(objectListInit(scope), { select: asConfigObjects });
  const changes = useObjectChanges(scope, kind.keyField);
  const gridRef = useRef<DataGridHandle<ConfigObject>>(null);
  // the list's searches and sort live in the address
  const urlState = useGridUrlState();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editor, setEditor] = useState<{
    mode: EditorMode;
    initial: ConfigObject;
    previousKey?: string;
  } | null>(null);
  const rows = objects.data ?? [];
  const keyOf = (o: ConfigObject) => objectKey(o, kind.keyField);

  const columns = useMemo<GridColumn<ConfigObject>[]>(() => {
    const properties = (form.schema.properties ?? {}) as Record<string, RJSFSchema>;
    return kind.columns.map((c): GridColumn<ConfigObject> => {
      // a list of entries shown by one field of each (the FortiGate managing an extender)
      const itemField = c.itemField;
      if (itemField) {
        const names = (o: ConfigObject) => entryFieldText(o[c.field], itemField);
        return { key: c.field, name: c.label, value: names, text: (o) => names(o) || msg('objects.none') };
      }
      return {
        key: c.field,
        name: c.label,
        value: (o) => {
          const v = o[c.field];
          return typeof v === 'number' || typeof v === 'string'
            ? v
            : cellText(v, properties[c.field], {
                none: '',
                entries: (n) => String(n),
              });
        },
        text: (o) =>
          cellText(o[c.field], properties[c.field], {
            none: msg('objects.none'),
            entries: (n) => msg('objects.items', n),
          }),
      };
    });
  }, [kind, form]);

  const selectedRows = rows.filter((o) => selected.has(keyOf(o)));
  const one = selectedRows.length === 1 ? selectedRows[0] : undefined;
  const taken = new Set(rows.map(keyOf));

  function openEdit(o: ConfigObject) {
    setEditor({
      mode: 'edit',
      initial: structuredClone(o),
      previousKey: keyOf(o),
    });
  }

  function confirmDelete() {
    const keys = selectedRows.map(keyOf);
    if (!keys.length) return;
    modal.confirm({
      title: keys.length === 1 ? msg('objects.deleteConfirmOne', keys[0]) : msg('objects.deleteConfirmMany', keys.length),
      content: msg('objects.deleteConfirmText'),
      okText: msg('objects.delete'),
      okButtonProps: { danger: true },
      cancelText: msg('objects.cancel'),
      onOk: async () => {
        const { deleted, failed } = await changes.remove(keys);
        setSelected((prev) => new Set([...prev].filter((k) => !deleted.includes(k))));
        if (deleted.length) void message.success(deleted.length === 1 ? msg('objects.deleted', deleted[0]) : msg('objects.deletedMany', deleted.length));
        if (failed) void message.error(deleteFailure(failed.key, failed.error));
      },
    });
  }

  const toolbar = (
    <ToolbarActions>
      {editable && (
        <>
          <Button type="primary" onClick={() => setEditor({ mode: 'create', initial: {} })}>
            {msg('objects.create')}
          </Button>
          <Button disabled={!one} onClick={() => one && openEdit(one)}>
            {msg('objects.edit')}
          </Button>
          {kind.clone && (
            <Button
              disabled={!one}
              onClick={() =>
                one &&
                setEditor({
                  mode: 'clone',
                  initial: cloneObject(one, kind.keyField, taken, keyMaxLength(form.schema, kind.keyField)),
                })
              }
            >
              {msg('objects.clone')}
            </Button>
          )}
          <Button danger disabled={!selectedRows.length} onClick={confirmDelete}>
            {msg('objects.delete')}
          </Button>
        </>
      )}
      <ExportCsvButton disabled={!rows.length} onExport={() => gridRef.current?.exportCsv(`${kind.plural}-${owner}`)} />
      <Button loading={objects.isFetching && !objects.isPending} onClick={() => void objects.refetch()}>
        {msg('objects.refresh')}
      </Button>
    </ToolbarActions>
  );

  return (
    <div className="object-list">
      {toolbar}
      <DataGrid<ConfigObject>
        ref={gridRef}
        {...urlState}
        aria-label={msg('objects.listLabel', kind.plural)}
        columns={columns}
        rows={rows}
        rowKey={keyOf}
        selection={editable ? 'multi' : 'none'}
        selectedKeys={selected}
        onSelectedKeysChange={setSelected}
        onRowActivate={editable ? openEdit : undefined}
        loading={objects.isPending}
        error={
          objects.isError ? (
            <LoadFailed title={errorMessage(objects.error, 'objects.loadFailed')} onRetry={() => void objects.refetch()} />
          ) : undefined
        }
        emptyText={msg('objects.empty', kind.label)}
        height={480}
      />
      {editor && (
        <ObjectEditor
          kind={kind}
          form={form}
          mode={editor.mode}
          initial={editor.initial}
          onClose={() => setEditor(null)}
          onSave={(obj) => (editor.mode === 'edit' ? changes.update(editor.previousKey!, obj) : changes.create(obj))}
        />
      )}
    </div>
  );
}
