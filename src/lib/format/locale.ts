import { locale } from '@generated/messages.ts';

/**
 * The one locale of the console: the language of its message catalogue. Numbers, dates, durations and plurals are
 * formatted for it, so a figure reads the same on every screen and in every browser.
 */
export const LOCALE: string = locale;
