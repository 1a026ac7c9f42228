import { expect } from 'vitest';
import type { Effect } from '../support/effects.ts';

export const effects: Effect[] = [
  {
    name: 'the theme and avatar saved in Profile are kept',
    write: { op: 'saveProfile', body: { useGlobalTheme: false, userTheme: 'dark', globalTheme: 'light', avatar: 'data:image/png;base64,iVBORw0KGgo=' } },
    read: { op: 'getProfile' },
    expect: (after) => expect(after).toMatchObject({ useGlobalTheme: false, userTheme: 'dark', avatar: 'data:image/png;base64,iVBORw0KGgo=' }),
  },
];
