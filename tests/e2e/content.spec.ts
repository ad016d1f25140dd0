import { randomUUID } from 'node:crypto'

import type { Locator, Page } from '@playwright/test'

import { markdownToLexical } from '../../cms/collections/LibraryItems/starter/markdown'
import { createCustomer, expect, signIn, staffRequest, test } from './fixtures'
import { E2E } from './servers'

/**
 * The content library (spec doc 1 §2 "Content library", §6, §8): editors
 * publish in /admin, customers find, open, listen, rate; plus items are
 * locked for the base tier; personal content moves from New to Viewed.
 */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function search(page: Page, words: string) {
  await page.getByLabel('Search the library').fill(words)
  await page.getByRole('button', { name: 'Search' }).click()
}

/** A card's picture has loaded (so its file is served and allowed by the page's policy) and is decorative. */
async function expectPictureShown(picture: Locator) {
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toHaveAttribute('alt', '')
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
}

/** Uploads an image to the library's files as an editor would, for a thumbnail. */
async function uploadImage(bytes: Buffer, name: string): Promise<string> {
  const login = await fetch(`${E2E.appUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E.staff),
  })
  const { token } = (await login.json()) as { token: string }
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: '' }))
  const response = await fetch(`${E2E.appUrl}/cms-api/library-files`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
  if (response.status !== 201) throw new Error(`upload failed: ${response.status}`)
  return ((await response.json()) as { doc: { id: string } }).doc.id
}

test.describe('Content library', () => {
  test('an editor publishes an article in /admin and a customer finds it by search', async ({ page, browser }) => {
    const word = `Moonwort${randomUUID().slice(0, 6)}`
    const editor = { email: `editor-${randomUUID().slice(0, 6)}@example.com`, password: 'editor-password-1' }
    await staffRequest('/users', 'POST', { ...editor, name: 'Edie Editor', role: 'editor' })

    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(editor.email)
    await page.getByLabel('Password').fill(editor.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page.getByRole('link', { name: 'Library items' }).first()).toBeVisible()

    await page.goto('/admin/collections/library-items/create')
    await page.getByLabel('Title').fill(`Walking in the ${word} season`)
    await page.getByLabel('Description').fill('Why a daily walk helps bones, heart and mood.')
    for (const [field, option] of [
      ['Category', 'Health'],
      ['Tab', 'Educational Articles'],
    ] as const) {
      await page.locator(`#field-${field.toLowerCase()}`).click()
      await page.getByRole('option', { name: option, exact: true }).click()
    }
    // Typed before the editor has taken over its box, the words are lost: type (replacing whatever is there)
    // until the editor shows them, then publish.
    const editorBox = page.locator('[data-lexical-editor="true"]').first()
    const body = `A brisk ${word} walk most days is good for you.`
    await expect(async () => {
      if ((await editorBox.innerText()).trim() !== body) {
        await editorBox.click()
        await page.keyboard.press('ControlOrMeta+A')
        await page.keyboard.type(body)
      }
      await expect(editorBox).toHaveText(body, { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/library-items\/[0-9a-f-]{36}/)
    await expect(page.getByRole('listitem').filter({ hasText: /Status:\s*Published/ })).toBeVisible()

    const customerPage = await browser.newPage()
    await signIn(customerPage, await createCustomer('Cara Reader'))
    await customerPage.goto('/content')
    await search(customerPage, word.toLowerCase())
    const card = customerPage.getByTestId('library-item').filter({ hasText: word })
    await expect(card).toHaveCount(1)
    await expect(customerPage.getByRole('tab', { name: /Educational Articles/ })).toHaveAttribute('aria-selected', 'true')
    await card.getByRole('link', { name: `Walking in the ${word} season` }).click()
    await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(`Walking in the ${word} season`)
    await expect(customerPage.getByTestId('content-item')).toContainText(`A brisk ${word} walk most days is good for you.`)
    await expect(customerPage.getByTestId('content-item')).toContainText('1 min read')
    await customerPage.close()
  })

  test('shows the library, banner and featured items, and locks plus items for a base-tier customer', async ({ page, customer: _customer }) => {
    await page.goto('/content')
    const library = page.getByTestId('content-library')
    await expect(library).toBeVisible()
    for (const tab of ['Personal Content', 'Training Videos', 'RTT & Mindfulness', 'Educational Articles']) {
      await expect(page.getByRole('tab', { name: new RegExp(`^${tab.replace('&', '&')}`) })).toBeVisible()
    }
    const banner = page.getByTestId('access-banner')
    await expect(banner).toContainText('Liberate access')
    await expect(banner).toContainText('essential educational content, training videos and basic mindfulness')
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrades')
    await expect(page.getByRole('heading', { name: 'Featured This Week' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Featured This Week' }).getByTestId('library-item').first()).toBeVisible()
    const categories = await page.getByLabel('Category').locator('option').allTextContents()
    expect(categories).toEqual(['All categories', 'Education', 'Recordings', 'Training', 'Documents', 'RTT', 'Mindfulness', 'Medical', 'Nutrition', 'Health'])

    // Each card shows its category's illustration and a badge for its kind of practice.
    const cards = page.getByRole('tabpanel').getByTestId('library-item')
    await expect(cards.first()).toBeVisible()
    const shown = new Set<string>()
    for (const card of await cards.all()) {
      const category = (await card.locator('span').filter({ hasText: /^(Education|Recordings|Training|Documents|RTT|Mindfulness|Medical|Nutrition|Health)$/ }).first().textContent())!
      const picture = card.locator('img[data-art]')
      await expect(picture).toHaveAttribute('data-art', `category-${category.toLowerCase()}`)
      await expectPictureShown(picture)
      await expect(card.locator('img[data-practice="article"]')).toHaveCount(1)
      shown.add((await picture.getAttribute('src'))!)
    }
    expect(shown.size, 'one drawing per category on the page').toBeGreaterThanOrEqual(3)

    // The sections are tabs: arrow keys move between them and open each.
    const selected = page.getByRole('tab', { selected: true })
    await expect(selected).toHaveText(/^Educational Articles/)
    await selected.focus()
    await page.keyboard.press('Home')
    await expect(page.getByRole('tab', { name: /^Personal Content/ })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: /^Training Videos/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: /^Training Videos/ })).toBeFocused()
    await expect(page.getByRole('tabpanel', { name: /^Training Videos/ })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: /RTT & Mindfulness/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/tab=rtt/)
    const locked = page.getByTestId('library-item').filter({ hasText: 'Progressive muscle relaxation' })
    await expect(locked).toContainText('Liberate+')
    await expect(locked.getByRole('link', { name: /Upgrade/ })).toHaveAttribute('href', '/upgrades')
    const open = page.getByTestId('library-item').filter({ hasText: 'Calm breathing' })
    await expect(open.getByRole('link', { name: /Upgrade/ })).toHaveCount(0)
    await expect(locked.locator('img[data-art]')).toHaveAttribute('data-art', 'category-mindfulness')
    await expect(locked.locator('img[data-practice]')).toHaveAttribute('data-practice', 'guided')

    await locked.getByRole('link', { name: 'Progressive muscle relaxation: a full session', exact: true }).click()
    await expect(page.getByTestId('locked-item')).toContainText('requires Liberate+ subscription')
    await expect(page.getByTestId('locked-item').getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrades')
    await expect(page.getByTestId('content-item')).not.toContainText('Make a fist with your right hand')
  })

  test('a plus-tier customer opens a plus guided script, can listen, and rates it', async ({ page, customer }) => {
    await staffRequest(`/customers/${customer.id}`, 'PATCH', { tier: 'plus' })
    await page.goto('/content?tab=rtt_mindfulness')
    await expect(page.getByTestId('access-banner')).toContainText('Liberate+ access')
    await expect(page.getByTestId('access-banner').getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Progressive muscle relaxation: a full session' }).click()
    await expect(page.getByTestId('content-item')).toContainText('Make a fist with your right hand')
    await expect(page.getByRole('button', { name: /Listen/ }).or(page.getByTestId('listen-unsupported'))).toBeVisible()
    await expect(page.getByRole('link', { name: /NHS: Mindfulness/ })).toHaveAttribute('href', 'https://www.nhs.uk/mental-health/self-help/tips-and-support/mindfulness/')

    await expect(page.getByTestId('rating-summary')).toContainText('Not rated yet')
    await page.getByRole('button', { name: '4 stars' }).click()
    await expect(page.getByText('Thank you for rating this')).toBeVisible()
    await expect(page.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('rating-summary')).toContainText('4 (1)')
  })

  test("an editor's uploaded thumbnail takes the place of the illustration, on the card and the item's page", async ({ page, customer: _customer }) => {
    const word = `Thumbwort${randomUUID().slice(0, 6)}`
    // A small photo-like PNG, drawn by the browser.
    const png = Buffer.from(
      await page.evaluate(() => {
        const canvas = Object.assign(document.createElement('canvas'), { width: 72, height: 28 })
        const context = canvas.getContext('2d')!
        context.fillStyle = '#2f6049'
        context.fillRect(0, 0, 72, 28)
        return canvas.toDataURL('image/png').split(',')[1]
      }),
      'base64',
    )
    const thumbnail = await uploadImage(png, 'walk.png')
    const base = {
      description: `Why a daily walk helps, ${word}.`,
      category: 'nutrition',
      tab: 'educational_articles',
      tier: 'base',
      format: 'article',
      body: markdownToLexical('Walk most days.'),
      _status: 'published',
    }
    const withPicture = (await staffRequest('/library-items', 'POST', { ...base, title: `With a photo ${word}`, thumbnail })) as { doc: { id: string } }
    await staffRequest('/library-items', 'POST', { ...base, title: `Without a photo ${word}` })

    await page.goto('/content')
    await search(page, word.toLowerCase())
    const pictured = page.getByTestId('library-item').filter({ hasText: `With a photo ${word}` }).locator('img[data-art]')
    await expect(pictured).toHaveAttribute('data-art', 'thumbnail')
    await expect(pictured).toHaveAttribute('src', `/resources/content/${withPicture.doc.id}/thumbnail`)
    await expectPictureShown(pictured)
    const drawn = page.getByTestId('library-item').filter({ hasText: `Without a photo ${word}` }).locator('img[data-art]')
    await expect(drawn).toHaveAttribute('data-art', 'category-nutrition')
    await expectPictureShown(drawn)

    await page.getByRole('link', { name: `With a photo ${word}`, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`With a photo ${word}`)
    await expect(page.getByTestId('content-item').locator('img[data-art]')).toHaveAttribute('data-art', 'thumbnail')
    await expectPictureShown(page.getByTestId('content-item').locator('img[data-art]'))
  })

  test('Personal Content: opening an item moves it from New to Viewed with a toast, and the badge drops', async ({ page, customer, context }) => {
    await staffRequest('/notifications', 'POST', { customer: customer.id, title: 'Your sleep diary', message: 'Fill this in for a week.', media_type: 'document', media_url: '/api/health' })
    await staffRequest('/notifications', 'POST', { customer: customer.id, title: 'A note from your coach', message: 'Well done on your first week!' })
    const stranger = await createCustomer('Someone Else')
    await staffRequest('/notifications', 'POST', { customer: stranger.id, title: 'Not for you', message: 'Private.' })

    await page.goto('/content')
    await expect(mainNav(page).getByTestId('unread-badge')).toHaveText('2')
    await expect(page.getByRole('tab', { name: /^Personal Content/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: 'New (2)' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Viewed (0)' })).toBeVisible()
    await expect(page.getByText('Not for you')).toHaveCount(0)

    await page.getByTestId('personal-item').filter({ hasText: 'A note from your coach' }).getByRole('button', { name: /Open/ }).click()
    await expect(page.getByText('Content viewed')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'New (1)' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Viewed (1)' })).toBeVisible()
    await expect(mainNav(page).getByTestId('unread-badge')).toHaveText('1')

    const popup = context.waitForEvent('page')
    await page.getByTestId('personal-item').filter({ hasText: 'Your sleep diary' }).getByRole('link', { name: /Open/ }).click()
    expect((await popup).url()).toBe(`${E2E.appUrl}/api/health`)
    await expect(page.getByRole('tab', { name: 'New (0)' })).toBeVisible()
    await expect(mainNav(page).getByTestId('unread-badge')).toHaveCount(0)
    await page.getByRole('tab', { name: 'Viewed (2)' }).click()
    await expect(page.getByTestId('personal-item')).toHaveCount(2)
  })

  test("says 'Failed to mark as read' when marking fails, and keeps the item new", async ({ page, customer }) => {
    await staffRequest('/notifications', 'POST', { customer: customer.id, title: 'Breathing plan', message: 'Try this daily.' })
    await page.route('**/api/user/notifications/*/read', (route) => route.fulfill({ status: 500, body: '{"detail":"down"}' }))
    await page.goto('/content')
    await page.getByTestId('personal-item').filter({ hasText: 'Breathing plan' }).getByRole('button', { name: /Open/ }).click()
    await expect(page.getByText('Failed to mark as read')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'New (1)' })).toBeVisible()
    await expect(mainNav(page).getByTestId('unread-badge')).toHaveText('1')
  })
})

test.describe('Reviewed and dated content', () => {
  test('an article says when it was last reviewed; a lasting address and links between articles open it', async ({ page, customer: _customer }) => {
    await page.goto('/content/hrt-options')
    await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HRT: the options in plain words')
    await page.getByRole('link', { name: 'Bleeding on HRT: what is expected and when to call your GP' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bleeding on HRT: what is expected and when to call your GP')
    const reviewed = page.getByTestId('last-reviewed')
    await expect(reviewed).toHaveText('Last reviewed 25 November 2026')
    await expect(reviewed.locator('time')).toHaveAttribute('datetime', '2026-11-25')
    await expect(page.getByRole('heading', { name: 'Contact your GP straight away if' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link').first()).toBeVisible()

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(reviewed).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    const missing = await page.goto('/content/no-such-article')
    expect(missing?.status()).toBe(404)
  })

  test('an article says who reviewed it, and the low mood article takes her to Need support now?', async ({ page, customer: _customer }) => {
    await page.goto('/content/low-mood-and-anxiety')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Low mood and anxiety in the menopause')
    await expect(page.getByTestId('last-reviewed')).toHaveText('Last reviewed 28 November 2026')
    const reviewer = page.getByTestId('reviewer')
    await expect(reviewer).toHaveText('Reviewed by Liberate editorial team (content editors, not clinicians)')
    await expect(page.getByRole('heading', { name: 'Get help urgently if' })).toBeVisible()

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(reviewer).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    await page.getByRole('link', { name: 'Need support now?' }).first().click()
    await expect(page).toHaveURL(/\/support$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Need support now?' })).toBeVisible()
  })

  test('an item nobody is named as reviewing says so', async ({ page, customer: _customer }) => {
    const title = `Unreviewed guide ${randomUUID().slice(0, 6)}`
    const created = (await staffRequest('/library-items', 'POST', {
      title,
      description: 'Written today.',
      category: 'education',
      tab: 'educational_articles',
      tier: 'base',
      format: 'article',
      body: markdownToLexical('Some words.'),
      _status: 'published',
    })) as { doc: { id: string } }
    await page.goto(`/content/${created.doc.id}`)
    await expect(page.getByTestId('reviewer')).toHaveText('Not yet reviewed by a named reviewer')
  })

  test('editors see the items past their review date, with a link to each in the editor', async ({ page }) => {
    const title = `Overdue guide ${randomUUID().slice(0, 6)}`
    const created = (await staffRequest('/library-items', 'POST', {
      title,
      description: 'Written long ago.',
      category: 'education',
      tab: 'educational_articles',
      tier: 'base',
      format: 'article',
      body: markdownToLexical('Some words written long ago.'),
      reviewed_on: '2024-01-15T12:00:00.000Z',
      review_interval_months: '12',
      _status: 'published',
    })) as { doc: { id: string } }
    const editor = { email: `reviewer-${randomUUID().slice(0, 6)}@example.com`, password: 'editor-password-1' }
    await staffRequest('/users', 'POST', { ...editor, name: 'Rhea Reviewer', role: 'editor' })

    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(editor.email)
    await page.getByLabel('Password').fill(editor.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page.getByRole('link', { name: 'Library items' }).first()).toBeVisible()

    await page.getByRole('navigation', { name: 'Portal areas' }).getByRole('link', { name: 'Content review' }).click()
    await expect(page).toHaveURL(/\/admin\/content-review$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Content review' })).toBeVisible()
    const row = page.getByTestId('review-due-row').filter({ hasText: title })
    await expect(row).toContainText('Last reviewed 15 January 2024')
    await expect(row).toContainText('Review was due 15 January 2025')
    await expect(row).toContainText('Overdue')
    await expect(page.getByTestId('review-due-row').filter({ hasText: 'Bleeding on HRT' })).toHaveCount(0)
    await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/admin/collections/library-items/${created.doc.id}`)
  })
})
