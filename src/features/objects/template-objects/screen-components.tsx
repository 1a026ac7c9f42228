import type { ComponentType } from 'react';
import { objectScreenKeys } from './catalog.ts';
import { ObjectScreen } from './object-screen.tsx';

/** A screen component per object route whose app key starts with `prefix` (e.g. `fortiap.`), for a module's screen map. */
export function objectScreenComponents(prefix: string): Record<string, ComponentType> {
  return Object.fromEntries(
    objectScreenKeys
      .filter((k) => k.startsWith(prefix))
      .map((appKey) => {
        const Screen = () => <ObjectScreen appKey={appKey} />;
        Screen.displayName = `ObjectScreen(${appKey})`;
        return [appKey, Screen];
      }),
  );
}
