import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFetchSwitch, installXhrSwitch } from '../src/lib/api/testing/fetch-switch.ts';

// before any test module loads the API client, which keeps the fetch it finds (see src/lib/api/testing/spec-mock.ts)
installFetchSwitch();
installXhrSwitch();
// component tests run the real query path (several calls before a screen settles): a busy machine needs more than 1 s
configure({ asyncUtilTimeout: 5000 });

// antd's responsive helpers read matchMedia, which jsdom lacks
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// antd's select scrolls its active option into view, which jsdom does not lay out
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no pseudo-element styles and logs "Not implemented" for each request; antd asks for scrollbars'
const getComputedStyleOfElement = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyleOfElement(element);

// jsdom lays nothing out, so a virtualized grid would think it has no room and render no rows. Grids get the size a
// dialog gives them in a browser (their own block size when they set one), so tests run the virtualized path: only
// the rows in view are in the DOM, as in the browser.
const GRID_VIEWPORT = { width: 1200, height: 420 };
function gridSize(el: HTMLElement, axis: 'width' | 'height'): number | undefined {
  if (!el.classList?.contains('rdg')) return undefined;
  if (axis === 'width') return GRID_VIEWPORT.width;
  const own = parseFloat(el.style.blockSize || el.style.height);
  return Number.isFinite(own) && own > 0 ? own : GRID_VIEWPORT.height;
}
for (const [prop, axis] of [
  ['clientWidth', 'width'],
  ['clientHeight', 'height'],
] as const) {
  const base = Object.getOwnPropertyDescriptor(Element.prototype, prop) ?? Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop);
  Object.defineProperty(HTMLElement.prototype, prop, {
    configurable: true,
    get(this: HTMLElement) {
      return gridSize(this, axis) ?? (base?.get ? (base.get.call(this) as number) : 0);
    },
  });
}

// antd writes its styles into <style> elements at run time (CSS-in-JS, marked data-rc-order). jsdom parses each one
// and walks every rule on each getComputedStyle, which user-event calls for every pointer action: most of an antd
// component test's time went there. Component tests read roles, names, text and state, not styles (the browser
// tests check what is drawn), so those style elements are left empty here.
const styleHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
  configurable: true,
  get(this: HTMLStyleElement) {
    return styleHtml.get!.call(this) as string;
  },
  set(this: HTMLStyleElement, css: string) {
    styleHtml.set!.call(this, this.hasAttribute('data-rc-order') ? '' : css);
  },
});
