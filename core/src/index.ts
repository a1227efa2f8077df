/**
 * @tapin/core — the platform kernel plugins build on: the plugin contract, the route builder, the
 * error model, the database and migration helpers, feature flags, logging and the admin list helper.
 */
export type { Cradle } from './cradle.js';
// The core modules; exporting them also brings their additions to `Cradle` into every consumer's types.
export { accountsModule } from './accounts/index.js';
export { businessesModule } from './businesses/index.js';
export { coreModules } from './core-modules.js';
export { createAiProvider, type AiProvider, type OpenAiAccess, type OpenAiMessage, type OpenAiModels, type StructuredRequest } from './ai/index.js';
export { AccountService, type UserRow } from './accounts/account-service.js';
export { SignInService } from './accounts/sign-in-service.js';
export type { ProfileSettings, RegistrationResult, SecuritySettings, SignInResult } from './contracts/accounts.js';
export { publicUser, type PublicUser } from './accounts/models.js';
export { DUPLICATE_EMAIL } from './accounts/registration-lock.js';
export type { Admission, WaitlistEntry, WaitlistTarget } from './accounts/waitlist-service.js';
export { BusinessModel, type PostPublishChoice } from './businesses/business-model.js';
export { BusinessService, DUPLICATE_WEBSITE, type BusinessView } from './businesses/business-service.js';
export { BusinessFeed, type BusinessListingSource } from './businesses/business-feed.js';
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
export { defineCoreModule, definePlugin, orderPlugins, type AdminResource, type CoreModule, type ModuleDefinition, type PluginDefinition, type PluginName, type PluginNames, type RegisterApi } from './plugins/define-plugin.js';
export { CliError, type CliContext, type CliOutput, type CliPrompts } from './plugins/cli-context.js';
export { decodeHtml, SafeFetcher, type Expected, type FetchedResource, type ScrapeLimits } from './net/safe-fetch.js';
export { assertFetchable, guardedLookup, isPublicAddress, normalizeWebsiteUrl, PRIVATE_ADDRESS_MESSAGE, PrivateAddressError } from './net/url-guard.js';
export * from './text/contact-patterns.js';
export { StorageService, UPLOADS_PREFIX, type ImageRules, type StorageFolder, type StoredFile } from './storage/storage-service.js';
export type { Knex } from 'knex';
