import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog or drawer is drawn only once it has been opened (closed, most
 * are never opened in a session, and each would be built, measured and drawn again as the console appears), and stays
 * drawn afterwards, so that it closes as it always does (its animation, the focus given back, what was typed).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
