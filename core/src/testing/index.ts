/**
 * @tapin/core/testing — what tests across the packages share: a throwaway app, a settable clock, a mail
 * server that keeps what it receives, and the fixtures of `@tapin/core/fixtures`. Never used by the product.
 */
export * from './fixtures.js';
export { createTestApp, type TestApp, type TestAppOptions } from './create-test-app.js';
export { TestClock } from './test-clock.js';
export { S3_TEST_CREDENTIALS, startS3Server } from './s3-server.js';
export { codeFrom, startSmtpCapture, tokenFromLink, type CapturedMail, type SmtpCaptureOptions } from './smtp-capture.js';
/** The start-up step that grants ADMIN_EMAILS, for tests that start "again" with another list. */
export { ensureAdminAccess } from '../accounts/admin-access.js';
