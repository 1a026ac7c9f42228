import { lazy } from 'react';

// each screen loads when it is first opened: only Topology carries the graph library
export const SwitchTopology = lazy(() => import('./topology.tsx').then((m) => ({ default: m.SwitchTopology })));
export const SwitchFaceplate = lazy(() => import('./faceplate.tsx').then((m) => ({ default: m.SwitchFaceplate })));
