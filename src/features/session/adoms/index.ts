export { AdomSelector, type AdomSelectorProps } from './adom-selector.tsx';
export { AdomLockButton, type AdomLockButtonProps } from './adom-lock-button.tsx';
export { AdomPicker, type AdomPickerProps } from './adom-picker.tsx';
export { useChangeAdom } from './api.ts';
