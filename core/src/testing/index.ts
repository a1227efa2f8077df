export { createTestApp, type TestApp, type TestAppOptions } from './create-test-app.js';
export { TestClock } from './test-clock.js';
