// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
export { NewCustomViewModal, RenameCustomViewModal, DeleteCustomViewModal } from './custom-view-modals.tsx';
export { CustomViewEditor } from './custom-view-editor.tsx';
export { CUSTOM_VIEW_FOLDER, customViewPath, pathAfterCreate, pathAfterDelete, widgetsFromTemplate, type CustomView, type CustomViewWidget } from './logic/lifecycle.ts';
