import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSearchState } from '@/lib/url/use-search-state.ts';
import { withParam } from '@/lib/url/search-params.ts';
import { Empty, Result, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, FormOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { customViewActions } from '@/lib/permissions/capabilities.ts';
import { DashboardView, optionCatalogues, PeriodPicker } from '@/features/fortiview/dashboards/index.ts';
import {
  CustomViewEditor,
  customViewPath,
  DeleteCustomViewModal,
  pathAfterDelete,
  RenameCustomViewModal,
} from '@/features/fortiview/custom-views/index.ts';
import { useListCustomViews } from '@/lib/api/endpoints/customview.gen.ts';
import { PageFrame, type PageFrameProps } from '@/shell/page-frame.tsx';
import {
  focusContentMenuEntry,
  focusContentMenuEntryAfterNavigation,
  returnFocusToContentMenuEntry,
  type ContentMenuItem,
} from '@/shell/content-menu.tsx';
import { NewCustomViewButton } from './new-custom-view-button.tsx';
import { viewActionKey, withViewActions } from './custom-view-menu.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

export interface CustomViewScreenProps {
  type: string;
  dashId: string;
  adom: string;
  breadcrumb: PageFrameProps['breadcrumb'];
  menu: PageFrameProps['menu'];
  /** the first dashboard of the fortiview menu, where a deletion of the last view leads */
  firstMenuPath: string;
}

/**
 * A custom view: its widgets as a dashboard, and for its owner (read-write on the log viewer) Edit, Rename and
 * Delete in the side menu, under the view's entry; edit mode opens from Edit or from the navigation state
 * { isEdit: true } (after New Custom View). An action's dialog gives the focus back to its menu entry.
 */
export function CustomViewScreen({ type, dashId, adom, breadcrumb, menu, firstMenuPath }: CustomViewScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchState();
  const caps = useCapabilities();
  const list = useListCustomViews();
  const [editing, setEditing] = useState(() => !!(location.state as { isEdit?: boolean } | null)?.isEdit);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  // the menu entry that takes the focus once the menu is drawn again (Edit, after editing)
  const [focusEntry, setFocusEntry] = useState<string | null>(null);

  // a new navigation state (New Custom View, or another view) decides edit mode afresh
  useEffect(() => {
    setEditing(!!(location.state as { isEdit?: boolean } | null)?.isEdit);
  }, [location.key, location.state]);
  useEffect(() => {
    if (!focusEntry) return;
    focusContentMenuEntry(focusEntry);
    setFocusEntry(null);
  }, [focusEntry]);

  if (list.isPending) return <Spin size="large" className="page-spin" aria-label={msg('shell.loading')} />;
  if (list.isError) {
    return (
      <PageFrame title={msg('customView.menuFolder')} breadcrumb={breadcrumb} menu={menu} menuSelected={location.pathname}>
        <LoadFailed title={errorMessage(list.error, 'customView.listFailed')} onRetry={() => void list.refetch()} />
      </PageFrame>
    );
  }
  const view = list.data.views.find((v) => v.uuid === dashId);
  if (!view) {
    return (
      <PageFrame title={msg('customView.menuFolder')} breadcrumb={breadcrumb} menu={menu} menuSelected={location.pathname}>
        <Result status="404" title={msg('dashboard.unknown')} />
      </PageFrame>
    );
  }

  const actions = customViewActions(caps, { userCreated: !view.isTemplate, type: type === 'ftv' ? 'ftv' : 'noc' });
  const viewPath = customViewPath(type, view.uuid);
  const periodKind = optionCatalogues.timePeriods.normal!;
  const period = search.get('period') ?? periodKind.default;

  // the side menu's items on a user-made dashboard; none while it is being edited (the editor has its own)
  const viewActions: ContentMenuItem[] = editing
    ? []
    : [
        ...(actions.edit
          ? [{ path: viewActionKey(viewPath, 'edit'), label: msg('customView.edit'), icon: <EditOutlined aria-hidden />, onSelect: () => setEditing(true) }]
          : []),
        ...(actions.rename
          ? [{ path: viewActionKey(viewPath, 'rename'), label: msg('customView.rename'), icon: <FormOutlined aria-hidden />, onSelect: () => setDialog('rename') }]
          : []),
        ...(actions.delete
          ? [{ path: viewActionKey(viewPath, 'delete'), label: msg('customView.delete'), icon: <DeleteOutlined aria-hidden />, danger: true, onSelect: () => setDialog('delete') }]
          : []),
      ];

  const extra = editing ? null : (
    <Space wrap>
      <PeriodPicker
        kind={periodKind}
        value={period}
        size="middle"
        label={msg('dashboard.dashboardPeriod')}
        onChange={(p) =>
          setSearch((prev) => withParam(prev, 'period', p), { replace: true })
        }
      />
      <NewCustomViewButton adom={adom} />
    </Space>
  );

  return (
    <PageFrame
      title={view.name}
      breadcrumb={[...breadcrumb, { title: view.name }]}
      menu={withViewActions(menu ?? [], viewPath, viewActions)}
      menuSelected={location.pathname}
      extra={extra}
    >
      <div className="dashboard" data-dashboard={view.uuid} data-flavour={type}>
        {editing && actions.edit ? (
          <CustomViewEditor
            key={view.uuid}
            view={view}
            adom={adom}
            onDone={() => {
              setEditing(false);
              // the navigation state asked for edit mode once; a reload shows the view
              if ((location.state as { isEdit?: boolean } | null)?.isEdit) void navigate(location.pathname + location.search, { replace: true, state: null });
              setFocusEntry(viewActionKey(viewPath, 'edit'));
            }}
          />
        ) : view.widgets.length === 0 ? (
          <Empty
            description={
              <>
                <Typography.Text>{msg('customView.empty')}</Typography.Text>
                {actions.edit && (
                  <>
                    <br />
                    <Typography.Text type="secondary">{msg('customView.emptyHint')}</Typography.Text>
                  </>
                )}
              </>
            }
          />
        ) : (
          <DashboardView key={view.uuid} widgets={view.widgets} adom={adom} />
        )}
      </div>
      <RenameCustomViewModal
        open={dialog === 'rename'}
        onClose={() => setDialog(null)}
        afterClose={() => returnFocusToContentMenuEntry(viewActionKey(viewPath, 'rename'))}
        adom={adom}
        view={view}
        onRenamed={() => {
          setDialog(null);
          void navigate(customViewPath(type, view.uuid), { replace: true });
        }}
      />
      <DeleteCustomViewModal
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        afterClose={() => returnFocusToContentMenuEntry(viewActionKey(viewPath, 'delete'))}
        adom={adom}
        view={view}
        onDeleted={() => {
          setDialog(null);
          const remaining = list.data.views.filter((v) => v.uuid !== view.uuid);
          const next = pathAfterDelete(type, remaining, firstMenuPath);
          // the entry of the screen that takes the deleted view's place
          focusContentMenuEntryAfterNavigation(next);
          void navigate(next, { replace: true });
        }}
      />
    </PageFrame>
  );
}
