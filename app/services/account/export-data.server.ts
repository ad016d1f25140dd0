import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import yazl from 'yazl'

import type { Checkin, Customer, FoodLog, WearableDatum } from '../../../types/payload-types'
import { csvLine, type CsvValue } from '../../domain/account/csv'
import { tierName } from '../../domain/entitlements'
import { listSessionsOf } from '../../lib/session.server'
import { auditEntriesAbout } from '../admin/audit.server'
import { readCustomer } from '../customers.server'
import { outboxEntriesFor } from '../mail/outbox.server'
import { findOwnPages, type OwnedCollection } from '../own-records.server'
import { logError } from '../../lib/logger.server'

/** Records read per query: every read is bounded, and one page is held at a time. */
export const EXPORT_PAGE_SIZE = 250

type Shaped = Record<string, unknown>

/** Fields kept out of an exported record: her own id on every record, and the app's internal locks. */
function withoutInternals(doc: Shaped): Shaped {
  const { customer: _customer, generation_lock: _lock, ...rest } = doc
  return rest
}

/**
 * Every collection she owns, as a list in data.json (issue 18). Typed over
 * all of OWNED_COLLECTIONS, so a new one cannot be forgotten here;
 * tests/unit/account-data.test.ts checks it against the Payload config.
 */
export const EXPORT_SECTIONS: Record<OwnedCollection, { key: string; sort: string }> = {
  'consent-records': { key: 'consents', sort: 'agreed_at' },
  checkins: { key: 'checkins', sort: 'date' },
  assessments: { key: 'assessments', sort: 'completed_at' },
  'meal-plans': { key: 'meal_plans', sort: 'createdAt' },
  'meal-plan-recipes': { key: 'meal_plan_recipes', sort: 'createdAt' },
  'shopping-lists': { key: 'shopping_lists', sort: 'createdAt' },
  budgets: { key: 'grocery_budget', sort: 'createdAt' },
  'food-preferences': { key: 'food_preferences', sort: 'createdAt' },
  'food-logs': { key: 'food_logs', sort: 'eaten_at' },
  'wearable-data': { key: 'sleep', sort: 'night' },
  treatments: { key: 'treatments', sort: 'started_on' },
  'bleeding-logs': { key: 'bleeding_log', sort: 'date' },
  flushes: { key: 'hot_flush_diary', sort: 'occurred_at' },
  'course-enrolments': { key: 'course_enrolments', sort: 'createdAt' },
  'course-ratings': { key: 'course_ratings', sort: 'rated_at' },
  'thought-records': { key: 'thought_records', sort: 'createdAt' },
  'progress-summaries': { key: 'progress_summaries', sort: 'createdAt' },
  notifications: { key: 'notifications', sort: 'createdAt' },
  'library-ratings': { key: 'library_ratings', sort: 'createdAt' },
  payments: { key: 'payments', sort: 'paid_at' },
  'checkout-sessions': { key: 'checkout_sessions', sort: 'createdAt' },
  'reminder-settings': { key: 'reminder_settings', sort: 'createdAt' },
  'push-subscriptions': { key: 'push_subscriptions', sort: 'createdAt' },
}

/** What the export holds of the collections that are not her records but name her. */
export const EXPORT_OTHER = {
  customers: 'profile',
  sessions: 'sessions (when each sign-in started and ends; never the token)',
  'audit-log': 'staff_access (when wellness staff opened her records, their role and first name, and what)',
  'auth-codes': 'not exported: a sign-in code lives two minutes and is used once',
  'password-resets': 'not exported: a reset link lives an hour and is used once; only its digest is kept',
  outbox: 'emails (what we e-mailed you, or would have; secret links removed)',
} as const

/** Her account as held, without the password's hash and salt or the lockout counters. */
export function profileForExport(customer: Customer, brand: string): Shaped {
  const {
    hash: _hash,
    salt: _salt,
    loginAttempts: _attempts,
    lockUntil: _lock,
    resetPasswordToken: _reset,
    resetPasswordExpiration: _resetExpiry,
    sessions: _sessions,
    payments: _payments,
    ...profile
  } = customer as Customer & Record<string, unknown>
  return { ...profile, tier_name: tierName(customer.tier, brand) }
}

interface CsvTable<T> {
  name: string
  collection: 'checkins' | 'food-logs' | 'wearable-data'
  header: string[]
  rows: (doc: T) => CsvValue[][]
}

const CHECKINS_CSV: CsvTable<Checkin> = {
  name: 'checkins.csv',
  collection: 'checkins',
  header: ['date', 'energy_level', 'sleep_quality', 'stress_level', 'mood', 'journal_entry', 'created_at'],
  rows: (c) => [[c.date, c.energy_level, c.sleep_quality, c.stress_level, c.mood, c.journal_entry, c.createdAt]],
}

/** One row per food eaten, so a spreadsheet can add up calories. */
const FOOD_LOGS_CSV: CsvTable<FoodLog> = {
  name: 'food_logs.csv',
  collection: 'food-logs',
  header: ['eaten_at', 'meal_type', 'food', 'portion_size', 'calories', 'notes', 'from_meal_plan'],
  rows: (log) =>
    (log.food_items ?? []).map((item) => [log.eaten_at, log.meal_type, item.name, item.portion_size, item.calories, item.notes, log.from_meal_plan]),
}

const SLEEP_CSV: CsvTable<WearableDatum> = {
  name: 'sleep.csv',
  collection: 'wearable-data',
  // The last columns are a watch's figures, for the nights she imported (empty for her own entries).
  header: [
    'night',
    'data_type',
    'value',
    'unit',
    'recorded_at',
    'recorded_at_local',
    'source',
    'bedtime',
    'asleep_minutes',
    'in_bed_minutes',
    'deep_minutes',
    'light_minutes',
    'rem_minutes',
    'awake_minutes',
  ],
  rows: (d) => [
    [
      d.night,
      d.data_type,
      d.value,
      d.unit,
      d.recorded_at,
      d.recorded_at_local,
      d.source,
      d.bedtime,
      d.asleep_minutes,
      d.in_bed_minutes,
      d.deep_minutes,
      d.light_minutes,
      d.rem_minutes,
      d.awake_minutes,
    ],
  ],
}

async function* csvFile<T>(payload: Payload, owner: string, table: CsvTable<T>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(table.header)}`
  const { sort } = EXPORT_SECTIONS[table.collection]
  for await (const page of findOwnPages(payload, owner, table.collection, { sort, pageSize: EXPORT_PAGE_SIZE })) {
    yield (page as T[]).flatMap((doc) => table.rows(doc).map(csvLine)).join('')
  }
}

async function* jsonList(records: AsyncIterable<Shaped[]>): AsyncGenerator<string> {
  let first = true
  yield '['
  for await (const page of records) {
    for (const record of page) {
      yield `${first ? '\n' : ',\n'}    ${JSON.stringify(record)}`
      first = false
    }
  }
  yield first ? ']' : '\n  ]'
}

async function* shapedPages(payload: Payload, owner: string, collection: OwnedCollection): AsyncGenerator<Shaped[]> {
  const { sort } = EXPORT_SECTIONS[collection]
  for await (const page of findOwnPages(payload, owner, collection, { sort, pageSize: EXPORT_PAGE_SIZE })) {
    yield page.map((doc) => withoutInternals(doc as unknown as Shaped))
  }
}

async function* once(records: Shaped[]): AsyncGenerator<Shaped[]> {
  yield records
}

/** data.json, written a record at a time: one object, one list per kind of record. */
async function* dataJson(payload: Payload, customer: Customer, brand: string, now: Date): AsyncGenerator<string> {
  // The session holds only the fields pages use: the export reads the whole account.
  const account = (await readCustomer(payload, customer.id)) ?? customer
  yield `{\n  "exported_at": ${JSON.stringify(now.toISOString())},\n  "profile": ${JSON.stringify(profileForExport(account, brand))}`
  for (const [collection, { key }] of Object.entries(EXPORT_SECTIONS) as [OwnedCollection, { key: string }][]) {
    yield `,\n  ${JSON.stringify(key)}: `
    yield* jsonList(shapedPages(payload, customer.id, collection))
  }
  yield ',\n  "sessions": '
  yield* jsonList(once(await listSessionsOf(payload, customer.id)))
  yield ',\n  "staff_access": '
  yield* jsonList(auditEntriesAbout(payload, customer.id, EXPORT_PAGE_SIZE))
  yield ',\n  "emails": '
  yield* jsonList(outboxEntriesFor(payload, customer.id, EXPORT_PAGE_SIZE))
  yield '\n}\n'
}

function readme(brand: string, now: Date): string {
  return [
    `Everything ${brand} holds about you, exported ${now.toISOString()}.`,
    '',
    'data.json           every record, one list per kind (profile, consents, check-ins, assessments with answers,',
    '                    meal plans with recipes, shopping lists, grocery budget, food logs, sleep, progress summaries,',
    '                    notifications and content sent to you, ratings, payments, checkouts, reminder settings,',
    '                    sign-ins, treatments, bleeding log, hot-flush diary, who of our staff opened your records, and the e-mails we sent you).',
    'checkins.csv        your daily check-ins.',
    'food_logs.csv       one row per food you logged.',
    'sleep.csv           your sleep records.',
    '',
    'No card details are held: payments are taken by the payment provider.',
    '',
  ].join('\r\n')
}

/** The file name offered for the download. */
export function exportFileName(brand: string, now: Date): string {
  return `${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${now.toISOString().slice(0, 10)}.zip`
}

/**
 * Her export as a zip stream (issue 18): data.json, the three CSV files and
 * a README. Each file is produced while the previous one is being sent, a
 * page of records at a time, so memory stays flat however many years of
 * data she has.
 */
export function exportAccountData(payload: Payload, customer: Customer, brand: string, now = new Date()): Readable {
  const zip = new yazl.ZipFile()
  const output = zip.outputStream as Readable
  const mtime = now
  const add = (name: string, content: AsyncIterable<string>) => {
    const stream = Readable.from(content, { objectMode: false })
    stream.on('error', (error) => {
      logError('Export failed part-way', error)
      output.destroy(error)
    })
    zip.addReadStream(stream, name, { mtime })
  }
  zip.addBuffer(Buffer.from(readme(brand, now)), 'README.txt', { mtime })
  add('data.json', dataJson(payload, customer, brand, now))
  add(CHECKINS_CSV.name, csvFile(payload, customer.id, CHECKINS_CSV))
  add(FOOD_LOGS_CSV.name, csvFile(payload, customer.id, FOOD_LOGS_CSV))
  add(SLEEP_CSV.name, csvFile(payload, customer.id, SLEEP_CSV))
  zip.end()
  return output
}
