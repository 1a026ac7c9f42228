import { objectScreenComponents } from '@/features/objects/template-objects/index.ts';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

/** IPsec VPN communities, and the SSL-VPN settings, portals and monitors: object kinds of the catalogue. */
const SCREENS: ScreenMap<'vpn'> = objectScreenComponents('vpn.');

/** Screens of the VPN route group, loaded when one of its routes is first opened. */
export default function VpnModule() {
  return <ModuleScreen groupKey="vpn" screens={SCREENS} />;
}
