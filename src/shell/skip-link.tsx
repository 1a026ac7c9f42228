import { msg } from '@/lib/i18n/messages.ts';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of the page: jumps past the header and menus to the page content. */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        e.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.({ block: 'start' });
      }}
    >
      {msg('shell.skipToMain')}
    </a>
  );
}
