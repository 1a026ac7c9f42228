/**
 * A screen's actions in the module toolbar of its route: `<ToolbarActions>{buttons}</ToolbarActions>`. The portal
 * itself lives in lib/ui so that features may draw their actions too; the page frame hosts it.
 */
export { ToolbarActions, type ToolbarActionsProps } from '@/lib/ui/toolbar-actions.tsx';
