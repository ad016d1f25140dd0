import { describe, expect, it } from 'vitest'

import { offlineCopyNotice } from '~/domain/phone-app/offline'
import { offlineBleedingChange } from '~/domain/phone-app/outbox'
import { offlineCheckinSchema } from '~/domain/phone-app/schemas'
import { shortName, webAppManifest } from '~/domain/phone-app/manifest'
import { checkinReminderPush } from '~/domain/push/messages'
import { pushSubscriptionSchema } from '~/domain/push/schemas'
import { describeReminders } from '~/domain/reminders/settings'
import webpush from 'web-push'

import { lazyPartFiles, serviceWorkerScript } from '../../server/service-worker'
import { decryptAes128gcm } from '../fakes/push-service'
import { createECDH, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The phone app's rules (docs/features/phone-app.md) below the browser. */
describe('the offline notice', () => {
  const savedAt = new Date('2026-07-01T13:05:00Z')
  it('says the time she saw the page on her clock, not the server’s', () => {
    expect(offlineCopyNotice(savedAt, 'Europe/London', new Date('2026-07-01T15:00:00Z'))).toBe("You're offline: showing what you saw at 14:05")
    expect(offlineCopyNotice(savedAt, 'Asia/Tokyo', new Date('2026-07-01T14:00:00Z'))).toBe("You're offline: showing what you saw at 22:05")
  })
  it('names the day when it was not today on her clock', () => {
    expect(offlineCopyNotice(savedAt, 'Europe/London', new Date('2026-07-03T09:00:00Z'))).toBe("You're offline: showing what you saw on Wednesday 1 July at 14:05")
  })
})

describe('a check-in kept offline and its bleeding line', () => {
  it('sends only what she changed: a flow she picked, or "None" where the page showed a flow', () => {
    expect(offlineBleedingChange('light', null)).toBeNull()
    expect(offlineBleedingChange(null, 'heavy')).toBe('heavy')
    expect(offlineBleedingChange('light', 'medium')).toBe('medium')
  })
  it('leaves her log alone when she left the line as the page showed it (an old copy must not wipe a day logged since)', () => {
    expect(offlineBleedingChange(null, null)).toBeUndefined()
    expect(offlineBleedingChange('spotting', 'spotting')).toBeUndefined()
  })
  it("is sent as the form's fields, the account it was made in, and a flow, null or nothing", () => {
    const base = { date: '2026-07-01', energy_level: 5, sleep_quality: 5, stress_level: 5, mood: 5, journal_entry: ' Her words. ', customer: 'c1' }
    expect(offlineCheckinSchema.parse({ ...base, bleeding_flow: null })).toMatchObject({ journal_entry: 'Her words.', customer: 'c1', bleeding_flow: null })
    expect(offlineCheckinSchema.parse(base)).not.toHaveProperty('bleeding_flow')
    expect(offlineCheckinSchema.safeParse({ ...base, bleeding_flow: 'none' }).success).toBe(false)
    expect(offlineCheckinSchema.safeParse({ ...base, customer: undefined }).success).toBe(false)
    expect(offlineCheckinSchema.safeParse({ ...base, extra: 1 }).error?.issues[0].message).toBe('unknown field extra')
  })
})

describe('the manifest', () => {
  it('is named by the brand and starts on the dashboard, standalone, with any and maskable icons', () => {
    const manifest = webAppManifest('Liberate')
    expect(manifest).toMatchObject({ name: 'Liberate', short_name: 'Liberate', start_url: '/dashboard', display: 'standalone', scope: '/' })
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  })
  it('offers "Log a hot flush" as a shortcut on the app icon', () => {
    expect(webAppManifest('Liberate').shortcuts).toEqual([expect.objectContaining({ name: 'Log a hot flush', url: '/flushes' })])
  })
  it('keeps a home-screen label short', () => {
    expect(shortName('Menopause Companion Clinic')).toBe('Menopause')
    expect(shortName('Liberate')).toBe('Liberate')
    expect(shortName('Supercalifragilistic Care').length).toBeLessThanOrEqual(12)
  })
})

describe('push subscriptions as given', () => {
  const key = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url')
  const auth = randomBytes(16).toString('base64url')
  const valid = (endpoint: string) => ({ endpoint, expirationTime: null, keys: { p256dh: key, auth } })
  it('takes the browsers’ push services over https, and a local one only when allowed', () => {
    const strict = pushSubscriptionSchema(false)
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/Q', 'https://wns2-db5p.notify.windows.com/w/?token=x']) {
      expect(strict.safeParse(valid(endpoint)).success, endpoint).toBe(true)
    }
    for (const endpoint of ['http://fcm.googleapis.com/fcm/send/abc', 'https://fcm.googleapis.com.evil.example/x', 'https://169.254.169.254/latest', 'http://127.0.0.1:9/push/x', 'file:///etc/passwd']) {
      expect(strict.safeParse(valid(endpoint)).success, endpoint).toBe(false)
    }
    expect(pushSubscriptionSchema(true).safeParse(valid('http://127.0.0.1:9/push/x')).success).toBe(true)
    expect(pushSubscriptionSchema(true).safeParse(valid('http://10.0.0.1/push/x')).success).toBe(false)
  })
  it('refuses keys of the wrong size or form', () => {
    const schema = pushSubscriptionSchema(false)
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc'
    expect(schema.safeParse({ endpoint, keys: { p256dh: key.slice(0, 40), auth } }).success).toBe(false)
    expect(schema.safeParse({ endpoint, keys: { p256dh: Buffer.alloc(65, 5).toString('base64url'), auth } }).success).toBe(false)
    expect(schema.safeParse({ endpoint, keys: { p256dh: key, auth: randomBytes(8).toString('base64url') } }).success).toBe(false)
  })
})

describe('a push reminder', () => {
  it('says nothing about her health on a lock screen', () => {
    const message = checkinReminderPush('Liberate', 'Maya Reed')
    expect(message).toEqual({ title: 'Liberate', body: 'How are you today, Maya? Your check-in takes a minute.', url: '/checkin', tag: 'checkin-reminder' })
  })
  it('is named as a channel', () => {
    expect(describeReminders({ enabled: true, time: '20:00', days: ['mon'], time_zone: 'Europe/London', channels: ['email', 'push'] })).toBe(
      'on Mondays at 20:00 (Europe/London time), by e-mail and notification on your phone.',
    )
  })
  it('is encrypted by web-push so that only her browser’s keys open it (the fake push service decrypts as a browser)', () => {
    const browser = createECDH('prime256v1')
    const publicKey = browser.generateKeys()
    const secret = randomBytes(16)
    const vapid = webpush.generateVAPIDKeys()
    const details = webpush.generateRequestDetails(
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: publicKey.toString('base64url'), auth: secret.toString('base64url') } },
      JSON.stringify({ hello: 'Maya' }),
      { vapidDetails: { subject: 'mailto:care@example.com', publicKey: vapid.publicKey, privateKey: vapid.privateKey } },
    )
    const body = details.body as Buffer
    expect(JSON.parse(decryptAes128gcm(body, { ecdh: browser, publicKey, auth: secret }).toString('utf8'))).toEqual({ hello: 'Maya' })
    const stranger = createECDH('prime256v1')
    const strangerKey = stranger.generateKeys()
    expect(() => decryptAes128gcm(body, { ecdh: stranger, publicKey: strangerKey, auth: secret })).toThrow()
  })
})

describe('the service worker script', () => {
  it('names the build and the built files of the pages it keeps, and only files under /build/', () => {
    const script = serviceWorkerScript({
      version: 'abc123',
      url: '/build/manifest-abc123.js',
      entry: { module: '/build/entry.client-1.js', imports: ['/build/_shared/chunk-1.js'] },
      routes: {
        root: { id: 'root', path: '', module: '/build/root-1.js', imports: ['/build/_shared/chunk-2.js'], css: [], hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: true },
        'routes/_app+/checkin': { id: 'routes/_app+/checkin', path: 'checkin', module: '/build/routes/checkin-1.js', hasAction: true, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false },
        'routes/_app+/account': { id: 'routes/_app+/account', path: 'account', module: '/build/routes/account-1.js', hasAction: true, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false },
        'routes/support': { id: 'routes/support', path: 'support', module: '/build/routes/support-1.js', hasAction: true, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false },
      },
    } as never)
    const build = JSON.parse(/^const BUILD = (.*);$/m.exec(script)![1]!) as { version: string; assets: string[] }
    expect(build.version).toBe('abc123')
    expect(build.assets).toEqual(
      expect.arrayContaining(['/build/manifest-abc123.js', '/build/entry.client-1.js', '/build/_shared/chunk-1.js', '/build/root-1.js', '/build/_shared/chunk-2.js', '/build/routes/checkin-1.js']),
    )
    expect(build.assets).not.toContain('/build/routes/account-1.js')
    // The support page opens offline for every visitor, and the offline page is kept once per region.
    expect(build.assets).toContain('/build/routes/support-1.js')
    expect((build as unknown as { supportRegions: string[] }).supportRegions).toEqual(['england', 'wales', 'scotland', 'northern_ireland', 'elsewhere'])
    expect(script).toContain("const SUPPORT_PAGE = '/support'")
    expect(script).toContain("const PAGE_PATHS = new Set(['/dashboard', '/checkin', '/flushes', '/progress', '/meal-plans', '/content'])")
  })
})

describe("the files of a page's lazy parts, for the service worker", () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'lazy-parts-'))
  mkdirSync(path.join(buildDir, '.vite'))
  writeFileSync(
    path.join(buildDir, '.vite', 'client-manifest.json'),
    JSON.stringify({
      'app/routes/_app+/progress.tsx': {
        file: 'assets/progress-1.js',
        imports: ['_shared-1.js'],
        dynamicImports: ['app/components/symptoms/SymptomsOverTime.tsx', 'app/reports/make-pdf.tsx'],
      },
      '_shared-1.js': { file: 'assets/shared-1.js', dynamicImports: ['app/components/food-preferences/FoodPreferencesForm.tsx'] },
      'app/components/symptoms/SymptomsOverTime.tsx': { file: 'assets/SymptomsOverTime-1.js', imports: ['_chart-1.js', '_shared-1.js'] },
      '_chart-1.js': { file: 'assets/chart-1.js' },
      'app/components/food-preferences/FoodPreferencesForm.tsx': { file: 'assets/FoodPreferencesForm-1.js' },
      'app/reports/make-pdf.tsx': { file: 'assets/make-pdf-1.js', dynamicImports: ['node_modules/@react-pdf/renderer/lib/react-pdf.browser.js'] },
      'node_modules/@react-pdf/renderer/lib/react-pdf.browser.js': { file: 'assets/react-pdf.browser-1.js' },
      'app/routes/_app+/account.tsx': { file: 'assets/account-1.js', dynamicImports: ['app/components/food-preferences/FoodPreferencesForm.tsx'] },
    }),
  )
  const partsOf = lazyPartFiles(buildDir)

  it("lists each app/components module a page imports on demand (its own code's or a shared chunk's) with what it imports, and not the PDF renderer", () => {
    // shared-1.js is not listed: the page loads it up front (the Remix manifest names it).
    expect(partsOf('/build/assets/progress-1.js').sort()).toEqual(['/build/assets/FoodPreferencesForm-1.js', '/build/assets/SymptomsOverTime-1.js', '/build/assets/chart-1.js'])
  })

  it('lists nothing for a file the manifest does not know, or with no manifest (the development server)', () => {
    expect(partsOf('/build/assets/unknown-1.js')).toEqual([])
    expect(lazyPartFiles(path.join(buildDir, 'missing'))('/build/assets/progress-1.js')).toEqual([])
  })

  it('puts them in the worker for the pages it keeps, and not for a page it does not keep', () => {
    const script = serviceWorkerScript(
      {
        version: 'v1',
        url: '/build/manifest-v1.js',
        entry: { module: '/build/entry.client-1.js', imports: [] },
        routes: {
          'routes/_app+/progress': { id: 'routes/_app+/progress', path: 'progress', module: '/build/assets/progress-1.js', hasAction: true, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false },
          'routes/_app+/account': { id: 'routes/_app+/account', path: 'account', module: '/build/assets/account-1.js', hasAction: true, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false },
        },
      } as never,
      partsOf,
    )
    const build = JSON.parse(/^const BUILD = (.*);$/m.exec(script)![1]!) as { assets: string[] }
    expect(build.assets).toEqual(expect.arrayContaining(['/build/assets/progress-1.js', '/build/assets/SymptomsOverTime-1.js', '/build/assets/chart-1.js', '/build/assets/FoodPreferencesForm-1.js']))
    expect(build.assets).not.toContain('/build/assets/make-pdf-1.js')
    expect(build.assets).not.toContain('/build/assets/react-pdf.browser-1.js')
    expect(build.assets).not.toContain('/build/assets/account-1.js')
  })
})
