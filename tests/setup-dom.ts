import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFetchSwitch } from '../src/lib/api/testing/fetch-switch.ts';

// before any test module loads the API client, which keeps the fetch it finds (see src/lib/api/testing/spec-mock.ts)
installFetchSwitch();
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
