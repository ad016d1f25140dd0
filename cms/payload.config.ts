import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig } from 'payload'

import { MEDIA_MAX_UPLOAD_BYTES } from '../app/domain/admin/media'
import { restrictAuthToStaff, staffOnlyInternals } from './access/staffOnlyPayload'
import { Assessments } from './collections/Assessments'
import { AuditLog } from './collections/AuditLog'
import { AuthCodes } from './collections/AuthCodes'
import { BleedingLogs } from './collections/BleedingLogs'
import { Flushes } from './collections/Flushes'
import { CourseEnrolments } from './collections/CourseEnrolments'
import { CourseRatings } from './collections/CourseRatings'
import { Courses } from './collections/Courses'
import { ThoughtRecords } from './collections/ThoughtRecords'
import { Budgets } from './collections/Budgets'
import { CheckIns } from './collections/CheckIns'
import { CheckoutSessions } from './collections/CheckoutSessions'
import { ConsentRecords } from './collections/ConsentRecords'
import { Customers } from './collections/Customers'
import { Distributions } from './collections/Distributions'
import { JobClaims } from './collections/JobClaims'
import { Leases } from './collections/Leases'
import { FoodLogs } from './collections/FoodLogs'
import { FoodPreferences } from './collections/FoodPreferences'
import { LibraryFiles } from './collections/LibraryFiles'
import { LibraryItems } from './collections/LibraryItems'
import { LibraryRatings } from './collections/LibraryRatings'
import { LibraryRatingTotals } from './collections/LibraryRatingTotals'
import { MealPlanRecipes } from './collections/MealPlanRecipes'
import { MealPlans } from './collections/MealPlans'
import { Media } from './collections/Media'
import { Notifications } from './collections/Notifications'
import { Outbox } from './collections/Outbox'
import { PasswordResets } from './collections/PasswordResets'
import { PaymentEvents } from './collections/PaymentEvents'
import { Payments } from './collections/Payments'
import { ProgressSummaries } from './collections/ProgressSummaries'
import { RateLimits } from './collections/RateLimits'
import { ReminderSettings } from './collections/ReminderSettings'
import { PushSubscriptions } from './collections/PushSubscriptions'
import { ShoppingLists } from './collections/ShoppingLists'
import { Treatments } from './collections/Treatments'
import { Sessions } from './collections/Sessions'
import { Users } from './collections/Users'
import { WearableData } from './collections/WearableData'
import { env, isMongo, sqliteUrl } from '../app/lib/env.server'
import { incomingDir, logger, mailAdapter } from '../app/cms-bridge/infrastructure.server'
import { LibraryState } from './globals/LibraryState'
import { prepareDatabase } from './database'
import { answerUnreadableRequests } from './hooks/answerUnreadableRequests'
import { jobsConfig, resumeMealPlanJobs } from './jobs'
import { dropRedundantIndexes } from './schema/redundantIndexes'
import { withOneWriter } from './sqliteOneWriter'
import { fileStorage } from './storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env()

/**
 * MongoDB in production (`mongodb://…`), embedded SQLite otherwise. SQLite gets
 * uuid ids so every id is a string, as with MongoDB; the schema comes only from
 * the committed migrations (see cms/database.ts), never from dev push.
 */
// Both adapters are imported statically. Loading only the one in use (an
// `await import()` here) made about one start in four exit with code 13 on
// Node 20: lexical's entry modules await their own dynamic imports, and an
// import awaited while they evaluate could be left unsettled (decision 0026).
//
// Every write is a real transaction on both (decision 0035): MongoDB needs a
// replica set for them (docker-compose runs a one-member set); on SQLite
// `transactionOptions` turns them on (libsql's BEGIN is always IMMEDIATE; the
// options' values are not read) and `withOneWriter` gives them a kept
// connection with the busy timeout, one writer at a time in the process.
const SQLITE_BUSY_TIMEOUT_MS = 5000
const db = isMongo(settings.DATABASE_URL)
  ? mongooseAdapter({ url: settings.DATABASE_URL!, transactionOptions: {}, ensureIndexes: true })
  : withOneWriter(
      sqliteAdapter({
        client: { url: sqliteUrl(settings) },
        idType: 'uuid',
        push: false,
        beforeSchemaInit: [dropRedundantIndexes],
        busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
        wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
        transactionOptions: {},
        migrationDir: path.resolve(dirname, 'migrations'),
      }),
      sqliteUrl(settings),
      { busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS, synchronous: 'NORMAL' },
    )

// Payload's REST API and admin are staff only, its internal collections too (see cms/access).
export default buildConfig({
  secret: settings.PAYLOAD_SECRET,
  serverURL: settings.APP_URL,
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    // Dates in Payload's own lists and forms (the Outbox, the library) as the rest of the admin shows them
    // ("3 Mar 2026, 07:45", app/domain/time-zone.ts `dateTime`), on the staff member's clock (issue 47).
    dateFormat: 'd MMM yyyy, HH:mm',
    // The staff portal (spec doc 2 §2): Dashboard, Customers and Media as
    // custom views, each checking the staff role on the server; Content
    // review lists library items due for review.
    components: {
      views: {
        dashboard: { Component: '/admin/views/Dashboard#DashboardView' },
        login: { Component: '/admin/views/Login#StaffLoginView' },
        customers: { Component: '/admin/views/Customers#CustomersView', path: '/customers', exact: true },
        media: { Component: '/admin/views/Media#MediaView', path: '/media', exact: true },
        contentReview: { Component: '/admin/views/ContentReview#ContentReviewView', path: '/content-review', exact: true },
      },
      providers: ['/admin/components/ErrorsStayOnTheirPage#ErrorsStayOnTheirPage'],
      beforeNavLinks: ['/admin/components/NavLinks#NavLinks'],
      actions: ['/admin/components/HeaderActions#HeaderActions'],
      logout: { Button: '/admin/components/LogoutButton#LogoutButton' },
      beforeLogin: ['/admin/components/Login#LoginHeading'],
      graphics: { Logo: '/admin/components/Logo#Logo', Icon: '/admin/components/Logo#Icon' },
    },
    meta: { titleSuffix: ` · ${settings.BRAND_NAME} admin` },
    // Long enough to read a message twice (WCAG 2.2.1); an error still goes when its screen does (ErrorsStayOnTheirPage).
    toast: { duration: 10_000 },
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.js') },
  },
  graphQL: { disable: true },
  telemetry: false,
  // The process's one logger (JSON lines in production, each naming its request).
  logger: logger(),
  collections: [
    Users,
    Customers,
    Sessions,
    AuthCodes,
    Notifications,
    CheckIns,
    Assessments,
    Payments,
    PaymentEvents,
    CheckoutSessions,
    ConsentRecords,
    ProgressSummaries,
    MealPlans,
    MealPlanRecipes,
    Media,
    Distributions,
    AuditLog,
    FoodLogs,
    WearableData,
    ShoppingLists,
    Budgets,
    FoodPreferences,
    LibraryItems,
    Courses,
    LibraryFiles,
    LibraryRatings,
    LibraryRatingTotals,
    RateLimits,
    JobClaims,
    Leases,
    PasswordResets,
    ReminderSettings,
    PushSubscriptions,
    Outbox,
    Treatments,
    BleedingLogs,
    Flushes,
    CourseEnrolments,
    CourseRatings,
    ThoughtRecords,
  ],
  globals: [LibraryState],
  // Uploads through Payload's own screens stream to temporary files on disk
  // (never whole in memory); each type's limit is checked in the Media hooks.
  upload: {
    useTempFiles: true,
    tempFileDir: incomingDir(settings),
    limits: { fileSize: MEDIA_MAX_UPLOAD_BYTES },
    abortOnLimit: true,
  },
  // E-mail (issue 25): SMTP when SMTP_URL is set, else kept in the outbox, not sent.
  email: mailAdapter(settings),
  jobs: jobsConfig(),
  // Uploaded files: the S3-compatible bucket when S3_BUCKET is set, the local disk otherwise (cms/storage.ts).
  plugins: [fileStorage(settings)],
  hooks: { afterError: [answerUnreadableRequests] },
  db,
  // The generated types live outside cms/ and app/, so both import them and app/ never reaches into cms/.
  typescript: { outputFile: path.resolve(dirname, '../types/payload-types.ts') },
  onInit: async (payload) => {
    restrictAuthToStaff(payload)
    await prepareDatabase(payload)
    await resumeMealPlanJobs(payload)
  },
}).then(staffOnlyInternals)
