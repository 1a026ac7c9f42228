import { objectScreenComponents } from '@/features/objects/template-objects/index.ts';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

/** Policy packages, firewall policies, addresses and services: object kinds of the catalogue. */
const SCREENS: ScreenMap<'pno'> = objectScreenComponents('pno.');

/** Screens of the Policy & Objects route group, loaded when one of its routes is first opened. */
export default function PnoModule() {
  return <ModuleScreen groupKey="pno" screens={SCREENS} />;
}
