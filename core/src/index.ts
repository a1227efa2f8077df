/**
 * @tapin/core — the platform kernel plugins build on: the plugin contract, the route builder, the
 * error model, the database and migration helpers, feature flags, logging and the admin list helper.
 */
import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { AccountService } from './accounts/account-service.js';
import type { PasswordHasher } from './accounts/password-hasher.js';
import type { RegistrationLock } from './accounts/registration-lock.js';
import type { SessionService } from './accounts/session-service.js';
import type { SettingsService } from './accounts/settings-service.js';
import type { SignInThrottle } from './accounts/sign-in-throttle.js';
import type { WaitlistService } from './accounts/waitlist-service.js';
import type { AiProvider } from './ai/ai-provider.js';
import type { BusinessService } from './businesses/business-service.js';
import type { SampleSeeder } from './businesses/sample-seeder.js';
import type { Authenticator } from './auth/authenticator.js';
import type { Clock } from './clock.js';
import type { EventBus } from './events/event-bus.js';
import type { FlagService } from './flags/flag-service.js';
import type { Logger } from './logging/logger.js';
import type { Mailer } from './mail/mailer.js';
import type { StorageService } from './storage/storage-service.js';

/**
 * The services in the root container. Plugins add theirs by declaration merging:
 * `declare module '@tapin/core' { interface Cradle { notes: NoteService } }`.
 */
export interface Cradle {
  config: Config;
  log: Logger;
  clock: Clock;
  db: Knex;
  flags: FlagService;
  authenticator: Authenticator;
  mailer: Mailer;
  storage: StorageService;
  passwords: PasswordHasher;
  registrationLock: RegistrationLock;
  throttle: SignInThrottle;
  sessions: SessionService;
  settings: SettingsService;
  accounts: AccountService;
  waitlist: WaitlistService;
  businesses: BusinessService;
  samples: SampleSeeder;
  ai: AiProvider;
  events: EventBus;
}

export { createAiProvider, type AiProvider, type OpenAiAccess, type OpenAiMessage, type OpenAiModels, type StructuredRequest } from './ai/index.js';
export { AccountService, type RegistrationResult, type SignInResult } from './accounts/account-service.js';
export { publicUser, type PublicUser } from './accounts/models.js';
export { DUPLICATE_EMAIL } from './accounts/registration-lock.js';
export type { ProfileSettings, SecuritySettings } from './accounts/settings-service.js';
export type { Admission, WaitlistEntry, WaitlistTarget } from './accounts/waitlist-service.js';
export { BusinessModel, type PostPublishChoice } from './businesses/business-model.js';
export { BusinessService, DUPLICATE_WEBSITE, type BusinessView } from './businesses/business-service.js';
export { SAMPLE_OWNER_ROLE, sampleBusinesses, type SampleBusiness } from './businesses/sample-data.js';
export { SampleSeeder, type SeedReport } from './businesses/sample-seeder.js';
export { adminList, adminListQuery, sendAdminList, type AdminListResult, type AdminListSpec, type FilterRule } from './admin/admin-list.js';
export { createApp, type CreateAppOptions, type TapinApp } from './app.js';
export { anonymousAuthenticator, type Authenticator } from './auth/authenticator.js';
export { isAdmin, type Caller, type Role } from './auth/caller.js';
export { systemClock, type Clock } from './clock.js';
export { createDatabase, databaseIsReachable, type DatabaseOptions } from './db/database.js';
export { BaseModel, isoTime, readTime } from './db/model.js';
export { countOf, insertedId, isUniqueViolation } from './db/rows.js';
export { migrationTable, type Migration, type MigrationSet, type MigrationStatus } from './db/migrations.js';
export * from './errors.js';
export { EventBus, type DomainEvents } from './events/event-bus.js';
export { bootstrapFeatures, FlagService, type EvaluatedFlag, type FlagSource } from './flags/flag-service.js';
export type { AppContext, RequestCradle, RequestState } from './http/context.js';
export { bearerToken } from './http/request-context.js';
export { RouteBuilder, type Access, type MultipartOptions, type RouteContext, type RouteHandler, type RouteOptions, type UploadedFile } from './http/routes.js';
export { idParam, parseInput, type FieldError } from './http/validation.js';
export { Kernel, type KernelOptions } from './kernel.js';
export { createLogger, LOG_FILE_PREFIX, type Logger, type LoggerHandle } from './logging/logger.js';
export { Mailer, type EmailStatus } from './mail/mailer.js';
export * as emails from './mail/templates.js';
export { definePlugin, orderPlugins, type AdminResource, type CliContext, type CoreModule, type PluginDefinition, type RegisterApi } from './plugins/define-plugin.js';
export { decodeHtml, SafeFetcher, type Expected, type FetchedResource, type ScrapeLimits } from './net/safe-fetch.js';
export { assertFetchable, guardedLookup, isPublicAddress, normalizeWebsiteUrl, PRIVATE_ADDRESS_MESSAGE, PrivateAddressError } from './net/url-guard.js';
export * from './text/contact-patterns.js';
export { StorageService, UPLOADS_PREFIX, type ImageRules, type StorageFolder, type StoredFile } from './storage/storage-service.js';
export type { Knex } from 'knex';
