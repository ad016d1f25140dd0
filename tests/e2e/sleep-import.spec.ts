import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { strToU8, zipSync } from 'fflate'

import { addDays, formatDay } from '../../app/domain/checkins'
import { dateIn } from '../../app/domain/time-zone'
import { expect, hydrated, test, type Customer } from './fixtures'
import { E2E } from './servers'

/**
 * Her nights from her watch (issue 50): on /sleep-tracking she picks her
 * device's export file, it is read in the browser (a worker, in the
 * production build these journeys run against), she sees what was found,
 * confirms, and the nights appear in her history with their durations. A
 * file that is not what it should be gets a clear error and loses nothing.
 *
 * The files are the parsers' unit-test fixtures (tests/fixtures/sleep-import),
 * every date in them moved forward by the same number of days so that their
 * last day is her yesterday: the history shows her last 14 days. Their times
 * carry their own offsets (Apple, Oura), are GMT (Garmin) or are read on her
 * clock (Fitbit), so each night's length is the fixture's.
 */

const FIXTURES = fileURLToPath(new URL('../fixtures/sleep-import', import.meta.url))
/** The last day any fixture names. */
const ANCHOR = '2024-04-03'
const SHOTS = process.env.SLEEP_IMPORT_SHOTS

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** Her calendar's day of a fixture's date, the fixtures moved so ANCHOR is her yesterday. */
function mover(zone: string) {
  const shift = daysBetween(ANCHOR, addDays(dateIn(new Date(), zone), -1))
  return {
    day: (date: string) => addDays(date, shift),
    text: (text: string) => text.replace(/\d{4}-\d{2}-\d{2}/g, (date) => addDays(date, shift)),
  }
}

type Picked = { name: string; mimeType: string; buffer: Buffer }

function fixtureFile(zone: string, name: string, mimeType: string): Picked {
  const move = mover(zone)
  return {
    name: move.text(name),
    mimeType,
    buffer: Buffer.from(move.text(readFileSync(join(FIXTURES, name), 'utf8'))),
  }
}

/** A zip as the device's export makes it: the fixture at `path` inside, beside files the import must pass over. */
function zipOf(zone: string, fixture: string, path: string, name: string, others: Record<string, string> = {}): Picked {
  const move = mover(zone)
  const entries: Record<string, Uint8Array> = {
    [move.text(path)]: strToU8(move.text(readFileSync(join(FIXTURES, fixture), 'utf8'))),
  }
  for (const [other, text] of Object.entries(others)) entries[other] = strToU8(text)
  return {
    name,
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync(entries)),
  }
}

async function upgrade(customer: Customer) {
  const response = await fetch(
    `${E2E.appUrl}/api/admin/upgrade-user-tier?${new URLSearchParams({
      user_email: customer.email,
      new_tier: 'Liberate+',
    })}`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}` },
    }
  )
  expect(response.status).toBe(200)
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({
    path: join(SHOTS, `${name}-${page.viewportSize()?.width}.png`),
    fullPage: true,
  })
}

/** axe on the open dialog, every rule: nothing of moderate impact or worse (as tests/e2e/accessibility.spec.ts asks of every page). */
async function expectAccessibleDialog(page: Page, step: string) {
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze()
  const found = violations.filter((v) => ['moderate', 'serious', 'critical'].includes(v.impact ?? '')).map((v) => `${step}: ${v.id} ${v.help}`)
  expect(found).toEqual([])
}

async function openImport(page: Page): Promise<Locator> {
  await page.goto('/sleep-tracking')
  await hydrated(page)
  await page.getByRole('button', { name: 'Import from a file' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import from a file' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function pick(dialog: Locator, device: string, file: Picked) {
  await dialog.getByRole('radio', { name: device, exact: true }).check()
  await dialog.getByLabel(`${device} export file`).setInputFiles(file)
}

/** One row of her history: the night, its length and where it came from. */
const row = (page: Page, night: string) => page.getByTestId('sleep-night').filter({ hasText: `Night before ${formatDay(night)}` })

async function expectNight(page: Page, night: string, hours: string, from: string) {
  await expect(row(page, night)).toHaveCount(1)
  await expect(row(page, night)).toContainText(hours)
  await expect(row(page, night).getByTestId('sleep-source')).toHaveText(from)
}

interface Journey {
  device: string
  zone: string
  file: (zone: string) => Picked
  /** Fixture dates → hours as the history shows them. */
  nights: Record<string, string>
  leftOut: string
}

const JOURNEYS: Record<string, { phone: Journey['file']; laptop: Journey['file'] } & Omit<Journey, 'file'>> = {
  'Apple Health': {
    device: 'Apple Health',
    zone: 'Europe/London',
    // The phone shares the Health app's export.zip; on a computer she may have unzipped it.
    phone: (zone) =>
      zipOf(zone, 'export.xml', 'apple_health_export/export.xml', 'export.zip', {
        'apple_health_export/export_cda.xml': '<ClinicalDocument/>',
      }),
    laptop: (zone) => fixtureFile(zone, 'export.xml', 'text/xml'),
    // The watch with stages over the phone app with more asleep time; the app with more sleep of two without stages.
    nights: { '2024-03-31': '6h 45m', '2024-04-02': '7h 30m' },
    leftOut: '2 records left out',
  },
  Fitbit: {
    device: 'Fitbit',
    zone: 'Europe/London',
    phone: (zone) =>
      zipOf(zone, 'sleep-2024-04-01.json', 'Takeout/Fitbit/Global Export Data/sleep-2024-04-01.json', 'takeout-20240404T090000Z-001.zip', {
        'Takeout/Fitbit/Global Export Data/steps-2024-04-01.json': '[{"dateTime":"04/01/24 00:00:00","value":"0"}]',
      }),
    laptop: (zone) => fixtureFile(zone, 'sleep-2024-04-01.json', 'application/json'),
    // The afternoon nap is not a night.
    nights: { '2024-03-31': '6h 42m', '2024-04-02': '6h 20m' },
    leftOut: '1 record left out',
  },
  Oura: {
    device: 'Oura',
    zone: 'Europe/London',
    phone: (zone) => fixtureFile(zone, 'sleepmodel.csv', 'text/csv'),
    laptop: (zone) => fixtureFile(zone, 'sleepmodel.csv', 'text/csv'),
    // The deleted row and the nap are not nights.
    nights: { '2024-03-31': '7h', '2024-04-01': '6h 30m' },
    leftOut: '2 records left out',
  },
  Garmin: {
    device: 'Garmin',
    // GMT times for a customer in Tokyo: 14:00–21:30 GMT is her night to 06:30 the next morning.
    zone: 'Asia/Tokyo',
    phone: (zone) =>
      zipOf(
        zone,
        '2024-03-01_2024-06-09_12345_sleepData.json',
        'DI_CONNECT/DI-Connect-Wellness/2024-03-01_2024-06-09_12345_sleepData.json',
        '12345.zip',
        {
          'DI_CONNECT/DI-Connect-User/user_profile.json': '{"gender":"FEMALE"}',
        }
      ),
    laptop: (zone) => fixtureFile(zone, '2024-03-01_2024-06-09_12345_sleepData.json', 'application/json'),
    // The unconfirmed night has no times.
    nights: { '2024-04-01': '7h', '2024-04-03': '6h 45m' },
    leftOut: '1 record left out',
  },
}

for (const width of [390, 1280]) {
  const laptop = width > 390
  test.describe(`Sleep import at ${width} wide`, () => {
    for (const journey of Object.values(JOURNEYS)) {
      test.describe(`${journey.device} (${journey.zone})`, () => {
        test.use({
          viewport: { width, height: laptop ? 900 : 844 },
          timezoneId: journey.zone,
        })

        test(`she picks her ${journey.device} export, sees what was found, confirms, and the nights are in her history`, async ({
          page,
          customer,
        }) => {
          await upgrade(customer)
          const move = mover(journey.zone)
          const dialog = await openImport(page)
          await shot(page, `${journey.device.replace(' ', '-').toLowerCase()}-before`)
          if (journey.device === 'Apple Health') await expectAccessibleDialog(page, 'choosing')
          await pick(dialog, journey.device, (laptop ? journey.laptop : journey.phone)(journey.zone))

          // What was found, before anything is sent.
          const summary = dialog.getByTestId('import-summary')
          const nights = Object.keys(journey.nights).map(move.day)
          await expect(summary).toContainText(`2 nights from ${journey.device}`)
          await expect(summary).toContainText(`Nights before ${formatDay(nights[0])} to ${formatDay(nights[1])}`)
          await expect(summary).toContainText(journey.leftOut)
          await expect(summary).toContainText('Nothing is sent until you confirm.')
          // The focus follows her to what was found (the file chooser has gone).
          await expect(summary).toBeFocused()
          await expect(page.getByTestId('sleep-night')).toHaveCount(0)
          await shot(page, `${journey.device.replace(' ', '-').toLowerCase()}-summary`)
          if (journey.device === 'Apple Health') await expectAccessibleDialog(page, 'summary')

          await dialog.getByRole('button', { name: 'Import 2 nights' }).click()
          await expect(dialog.getByTestId('import-result')).toContainText('2 nights added, 0 updated, 0 already here.')
          await expect(dialog.getByTestId('import-result')).toBeFocused()
          await shot(page, `${journey.device.replace(' ', '-').toLowerCase()}-done`)
          if (journey.device === 'Apple Health') await expectAccessibleDialog(page, 'done')
          await dialog.getByRole('button', { name: 'Done' }).click()
          await expect(dialog).toBeHidden()

          await expect(page.getByTestId('sleep-night')).toHaveCount(2)
          for (const [night, hours] of Object.entries(journey.nights))
            await expectNight(page, move.day(night), hours, `From ${journey.device}`)
          await shot(page, `${journey.device.replace(' ', '-').toLowerCase()}-after`)
        })
      })
    }

    test.describe('her own entry and a second import', () => {
      test.use({
        viewport: { width, height: laptop ? 900 : 844 },
        timezoneId: 'Europe/London',
      })

      test('a night she logged herself still counts; the same file again adds nothing', async ({ page, customer }) => {
        await upgrade(customer)
        const move = mover('Europe/London')
        const mine = move.day('2024-04-02')
        const logged = await fetch(`${E2E.appUrl}/api/wearable-data`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${customer.token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            data_type: 'sleep',
            value: 8,
            unit: 'hours',
            recorded_at: `${mine}T07:00:00+00:00`,
            source: 'manual',
          }),
        })
        expect(logged.status).toBe(201)

        let dialog = await openImport(page)
        await pick(dialog, 'Apple Health', JOURNEYS['Apple Health'].laptop('Europe/London'))
        await dialog.getByRole('button', { name: 'Import 2 nights' }).click()
        await expect(dialog.getByTestId('import-result')).toContainText(
          '2 nights added, 0 updated, 0 already here. Where you logged a night yourself, your own entry still counts.'
        )
        await dialog.getByRole('button', { name: 'Done' }).click()
        // One line a night: hers where she logged it, the watch's otherwise.
        await expect(page.getByTestId('sleep-night')).toHaveCount(2)
        await expectNight(page, mine, '8h', 'Logged by you')
        await expectNight(page, move.day('2024-03-31'), '6h 45m', 'From Apple Health')

        // The same file again (the zip this time): nothing duplicated.
        dialog = await openImport(page)
        await pick(dialog, 'Apple Health', JOURNEYS['Apple Health'].phone('Europe/London'))
        await dialog.getByRole('button', { name: 'Import 2 nights' }).click()
        await expect(dialog.getByTestId('import-result')).toContainText('0 nights added, 0 updated, 2 already here.')
        await dialog.getByRole('button', { name: 'Done' }).click()
        await expect(page.getByTestId('sleep-night')).toHaveCount(2)
        await expectNight(page, mine, '8h', 'Logged by you')
      })
    })

    test.describe('a file that is not what it should be', () => {
      test.use({
        viewport: { width, height: laptop ? 900 : 844 },
        timezoneId: 'Europe/London',
      })

      test('gets a clear error, sends nothing and loses none of her nights', async ({ page, customer }) => {
        await upgrade(customer)
        const zone = 'Europe/London'
        const move = mover(zone)
        let dialog = await openImport(page)
        await pick(dialog, 'Oura', JOURNEYS.Oura.laptop(zone))
        await dialog.getByRole('button', { name: 'Import 2 nights' }).click()
        await expect(dialog.getByTestId('import-result')).toContainText('2 nights added')
        await dialog.getByRole('button', { name: 'Done' }).click()
        await expectNight(page, move.day('2024-03-31'), '7h', 'From Oura')

        const sent: string[] = []
        page.on('request', (request) => {
          if (request.url().includes('/api/wearable-data/import')) sent.push(request.url())
        })
        dialog = await openImport(page)
        const alert = dialog.getByRole('alert')

        // Oura's CSV chosen as an Apple Health export.
        await pick(dialog, 'Apple Health', fixtureFile(zone, 'sleepmodel.csv', 'text/csv'))
        await expect(alert).toHaveText(
          'This file is not Apple Health’s export.xml (it could not be read as XML). Choose the export.zip the Health app made, or the export.xml inside it.'
        )
        // The focus is back on the file chooser, which names the error, so she can choose again at once.
        await expect(dialog.getByLabel('Apple Health export file')).toBeFocused()
        await expect(dialog.getByLabel('Apple Health export file')).toHaveAccessibleDescription(/^This file is not Apple Health’s export\.xml/)
        await shot(page, 'bad-file')
        await expectAccessibleDialog(page, 'error')

        // An export.zip cut off part-way through its download.
        const whole = JOURNEYS['Apple Health'].phone(zone)
        await pick(dialog, 'Apple Health', {
          ...whole,
          buffer: whole.buffer.subarray(0, Math.floor(whole.buffer.length * 0.6)),
        })
        await expect(alert).toHaveText('This zip file could not be read: it may be damaged or cut short. Please export it again.')

        // A zip with no export.xml in it.
        await pick(dialog, 'Apple Health', zipOf(zone, 'sleepmodel.csv', 'oura/sleepmodel.csv', 'export.zip'))
        await expect(alert).toHaveText('No export.xml in this zip. Choose the export.zip the Health app made.')

        // A Fitbit file chosen under Oura.
        await pick(dialog, 'Oura', JOURNEYS.Fitbit.laptop(zone))
        await expect(alert).toHaveText(
          /^This file is not Oura’s sleepmodel\.csv \(no bedtime_start, bedtime_end, total_sleep_duration, type columns\)\.$/
        )

        // A Garmin file with nothing in it that is a night.
        await pick(dialog, 'Garmin', {
          name: 'x_sleepData.json',
          mimeType: 'application/json',
          buffer: Buffer.from('[{"calendarDate":"2024-04-01"}]'),
        })
        await expect(dialog.getByTestId('import-summary')).toHaveText(
          'No nights of sleep were found in this Garmin file. Check it is the file named above.'
        )
        await expect(dialog.getByRole('button', { name: /^Import/ })).toHaveCount(0)
        await dialog.getByRole('button', { name: 'Choose another file' }).click()

        // Nothing was sent; her nights are as they were.
        expect(sent).toEqual([])
        await dialog.getByRole('button', { name: 'Cancel' }).click()
        await page.reload()
        await expect(page.getByTestId('sleep-night')).toHaveCount(2)
        await expectNight(page, move.day('2024-03-31'), '7h', 'From Oura')
        await expectNight(page, move.day('2024-04-01'), '6h 30m', 'From Oura')
      })

      test('signed out before she confirms: she is told, and nothing is lost', async ({ page, customer }) => {
        await upgrade(customer)
        const zone = 'Europe/London'
        const dialog = await openImport(page)
        await pick(dialog, 'Fitbit', JOURNEYS.Fitbit.laptop(zone))
        await expect(dialog.getByTestId('import-summary')).toContainText('2 nights from Fitbit')
        // Her session ends (signed out in another tab) while the summary is open.
        await page.context().clearCookies({ name: 'session_token' })
        await dialog.getByRole('button', { name: 'Import 2 nights' }).click()
        await expect(dialog.getByRole('alert')).toHaveText(
          'You are no longer signed in, so your nights could not be saved. Sign in again, then import the file again.'
        )

        const listed = await fetch(`${E2E.appUrl}/api/wearable-data?data_type=sleep&days=30`, {
          headers: { Authorization: `Bearer ${customer.token}` },
        })
        expect(await listed.json()).toEqual([])
        await expect(page.getByTestId('sleep-night')).toHaveCount(0)
      })
    })
  })
}
