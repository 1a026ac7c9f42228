export { FirmwareTemplates, type FirmwareTemplatesProps } from './firmware-templates.tsx';
