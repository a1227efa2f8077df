import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy… and waitFor wait up to 5 s (the default is 1 s): on a busy CI machine typing, a debounce and a
// fetch can take longer than a second, and a test that waits for what must appear loses nothing by waiting.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Radix measures with; a do-nothing observer is enough for tests.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;

// A React warning (a missing key, an update outside act, an invalid attribute) fails the test that caused it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  const errors = consoleErrors;
  vi.mocked(console.error).mockRestore();
  if (errors.length) throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
