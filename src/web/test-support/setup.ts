import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a debounce plus a render
// can take longer (a dashboard search test failed at 2.2 s in a full run). They still return as
// soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia or IntersectionObserver; motion and Radix ask for them.
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
if (!('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// Nor ResizeObserver, which Radix's Switch asks for inside a <form> (its hidden bubble input).
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}
