import { preloadable } from '@/lib/ui/preloadable.tsx';

// each screen loads when it is first opened (its route fetches it with the group's code): only Topology carries the
// graph library
export const SwitchTopology = preloadable(() => import('./topology.tsx').then((m) => m.SwitchTopology));
export const SwitchFaceplate = preloadable(() => import('./faceplate.tsx').then((m) => m.SwitchFaceplate));
