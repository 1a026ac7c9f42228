import { useState, type ReactElement } from 'react';

/** Holds a step's value the way the wizard does, so a test can type into a controlled step. */
export function Stateful<T>({ initial, children }: { initial: T; children: (value: T, set: (value: T) => void) => ReactElement }) {
  const [value, setValue] = useState(initial);
  return children(value, setValue);
}
