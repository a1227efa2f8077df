/**
 * @tapin/core — the platform kernel plugins build on: the plugin contract, the route builder, the
 * error model, the database and migration helpers, feature flags, logging and the admin list helper.
 */
export type { Cradle } from './cradle.js';
// The core modules; exporting them also brings their additions to `Cradle` into every consumer's types.
export { accountsModule } from './accounts/index.js';
export { businessesModule } from './businesses/index.js';
export { auditModule } from './audit/index.js';
export { notificationsModule } from './notifications/index.js';
export { actsForAnother, type AuditRecord, type AuditService } from './audit/audit-service.js';
export { coreModules } from './core-modules.js';
export type { Notice, NotificationService } from './notifications/notification-service.js';
export type { ReportFigures, ScheduledReports, WeeklyFigureSource } from './notifications/weekly-reports.js';
export { createAiProvider, type AiProvider, type OpenAiAccess, type OpenAiMessage, type OpenAiModels, type StructuredRequest } from './ai/index.js';
export type { PublicUser } from './accounts/models.js';
export type { BusinessService, BusinessView } from './businesses/business-service.js';
export type { BusinessFeed, BusinessListingSource } from './businesses/business-feed.js';
export type { BusinessViewExtension, BusinessViews } from './businesses/business-views.js';
export { assertOwned, type BusinessArchive, type BusinessDataPart, type BusinessSnapshot, type CheckedSnapshot } from './businesses/business-archive.js';
export type { BusinessRecord } from './businesses/business-rows.js';
export { checkRows, checkTables, restoreRefused, rowColumn, rowPlace, storageKeyColumn } from './businesses/restore-rows.js';
export { adminList, adminListOf, sendAdminList, type AdminListResult, type AdminListSpec, type FilterRule } from './admin/admin-list.js';
export { createApp, type CreateAppOptions, type TapinApp } from './app.js';
export { isAdmin, type Caller, type Role } from './auth/caller.js';
export type { Clock } from './clock.js';
export { insertedId, resetIdSequence } from './db/rows.js';
export type { Migration } from './db/migrations.js';
export * from './errors.js';
export { ClusterSignals, type ClusterTopics } from './events/cluster-signals.js';
export { EventBus, type DomainEvents } from './events/event-bus.js';
export type { FlagService } from './flags/flag-service.js';
export type { JobQueue } from './jobs/job-queue.js';
export { Tasks, TaskSteps, type TaskProgress } from './tasks/tasks.js';
export { answerTask } from './tasks/respond.js';
export { addDays, LocalCalendar, type LocalDate, type LocalDay } from './time/local-calendar.js';
export { requestOrigin, type AppContext, type RequestCradle } from './http/context.js';
export { coreRoutes } from './http/core-routes.js';
export { reusableAnswer } from './http/json-once.js';
export { RouteBuilder, type Access, type MultipartOptions, type RouteContext, type RouteHandler, type RouteInfo, type RouteOptions, type UploadedFile } from './http/routes.js';
export { sendPage } from './http/paging.js';
export { idParam } from './http/validation.js';
export { Kernel, type KernelOptions } from './kernel.js';
export { createLogger, LOG_FILE_PREFIX, type Logger, type LoggerHandle } from './logging/logger.js';
export type { Mailer } from './mail/mailer.js';
export { claimEmail } from './mail/templates.js';
export type { Outbox } from './mail/outbox.js';
export type { AdminResource } from './contracts/admin-resources.js';
export { defineCoreModule, definePlugin, type CoreModule, type ModuleDefinition, type PluginDefinition, type PluginName, type PluginNames, type RegisterApi } from './plugins/define-plugin.js';
export { CliError, wholeNumberOption, type CliContext, type CliOutput, type CliPrompts } from './plugins/cli-context.js';
export { decodeHtml, SafeFetcher, type Expected, type FetchedResource, type SafeFetcherOptions, type ScrapeLimits } from './net/safe-fetch.js';
export { assertFetchable, guardedLookup, isLocalName, isPublicAddress, normalizeWebsiteUrl, PRIVATE_ADDRESS_MESSAGE, PrivateAddressError, type ResolveAll } from './net/url-guard.js';
export { WorkDeadlineError, workerModule, WorkerPool, type RunOptions as WorkRunOptions, type WorkerModule } from './work/worker-pool.js';
export type { ImageRules, StorageFolder, StorageService, StoredFile } from './storage/storage-service.js';
export type { ObjectStore, OpenedObject } from './storage/object-store.js';
export { declaredSize, imageInput, logoRendition, openImage, pixelLimitMessage, PixelLimitError } from './storage/image-input.js';
export type { Knex } from 'knex';
