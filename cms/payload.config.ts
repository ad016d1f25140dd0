import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig } from 'payload'

import { Assessments } from './collections/Assessments'
import { AuthCodes } from './collections/AuthCodes'
import { CheckIns } from './collections/CheckIns'
import { CheckoutSessions } from './collections/CheckoutSessions'
import { Customers } from './collections/Customers'
import { FoodLogs } from './collections/FoodLogs'
import { MealPlans } from './collections/MealPlans'
import { Notifications } from './collections/Notifications'
import { PaymentEvents } from './collections/PaymentEvents'
import { Payments } from './collections/Payments'
import { ProgressSummaries } from './collections/ProgressSummaries'
import { Sessions } from './collections/Sessions'
import { Users } from './collections/Users'
import { WearableData } from './collections/WearableData'
import { env, isMongo, sqliteUrl } from '../app/lib/env.server'
import { prepareDatabase } from './database'
import { jobsConfig, resumeMealPlanJobs } from './jobs'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env()

/**
 * MongoDB in production (`mongodb://…`), embedded SQLite otherwise. SQLite gets
 * uuid ids so every id is a string, as with MongoDB; the schema comes only from
 * the committed migrations (see server/database.ts), never from dev push.
 */
const db = isMongo(settings.DATABASE_URL)
  ? mongooseAdapter({ url: settings.DATABASE_URL!, transactionOptions: {} })
  : sqliteAdapter({
      client: { url: sqliteUrl(settings) },
      idType: 'uuid',
      push: false,
      busyTimeout: 5000,
      wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
      migrationDir: path.resolve(dirname, 'migrations'),
    })

export default buildConfig({
  secret: settings.PAYLOAD_SECRET,
  serverURL: settings.APP_URL,
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ` · ${settings.BRAND_NAME} admin` },
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.js') },
  },
  graphQL: { disable: true },
  telemetry: false,
  collections: [Users, Customers, Sessions, AuthCodes, Notifications, CheckIns, Assessments, Payments, PaymentEvents, CheckoutSessions, ProgressSummaries, MealPlans, FoodLogs, WearableData],
  jobs: jobsConfig(),
  db,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit: async (payload) => {
    await prepareDatabase(payload)
    await resumeMealPlanJobs(payload)
  },
})
