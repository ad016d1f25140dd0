/**
 * GET /api/content search over a library of 2,000 published items (plus the
 * starter library): median and p95 of 50 sequential requests per query shape
 * against the real server (temporary SQLite), after 5 warm-up requests.
 * The items are created through Payload's REST API as an editor would.
 */
import { performance } from 'node:perf_hooks'

import { markdownToLexical } from '../cms/collections/LibraryItems/starter/markdown'
import { STAFF, startServer } from '../tests/support/server'

const ITEMS = 2000
const RUNS = 50
const WARM_UP = 5
const TOPICS = ['sleep', 'bones', 'heart', 'mood', 'nutrition', 'strength', 'breathing', 'hormones', 'walking', 'stress']
const CATEGORIES = ['education', 'training', 'mindfulness', 'medical', 'nutrition', 'health']
const TABS = ['educational_articles', 'training_videos', 'rtt_mindfulness']

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}

async function json(response: Response) {
  const body = await response.json()
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

const server = await startServer()
try {
  const base = server.url
  const { token: staff } = await json(
    await fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) }),
  )
  const body = markdownToLexical('A short article used to measure search.\n\n- one point\n- another point')

  const seedStart = performance.now()
  const queue = Array.from({ length: ITEMS }, (_, i) => i)
  // Four editors at once, like a busy afternoon in the admin.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        const topic = TOPICS[i % TOPICS.length]
        await json(
          await fetch(`${base}/cms-api/library-items`, {
            method: 'POST',
            headers: { Authorization: `JWT ${staff}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              title: `${topic[0].toUpperCase()}${topic.slice(1)} guide number ${i}`,
              description: `Practical ${topic} advice, part ${i}${i % 20 === 0 ? ' with a rare kingfisher note' : ''}.`,
              category: CATEGORIES[i % CATEGORIES.length],
              tab: TABS[i % TABS.length],
              tier: i % 4 === 0 ? 'plus' : 'base',
              format: 'article',
              author: `Author ${i % 37}`,
              body,
              _status: 'published',
            }),
          }),
        )
      }
    }),
  )
  console.log(`seeded ${ITEMS} items through the REST API in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)

  const email = `bench-${Date.now()}@example.com`
  await json(await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email, password: 'bench-password' }) }))
  const { session_token: token } = await json(
    await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-password' }) }),
  )

  const queries: Array<[string, string]> = [
    ['search, common word (~10% match)', 'search=sleep'],
    ['search, rare word (~5% match)', 'search=kingfisher'],
    ['search, two words', 'search=strength%20guide'],
    ['search, no match', 'search=zzzyx'],
    ['search + category + tab', 'search=heart&category=health&tab=educational_articles'],
    ['list, first page of a tab', 'tab=educational_articles'],
    ['list, page 50 of a tab', 'tab=educational_articles&page=50'],
  ]
  for (const [label, query] of queries) {
    const url = `${base}/api/content?${query}`
    let result: { items: unknown[]; total_pages: number } | undefined
    for (let i = 0; i < WARM_UP; i++) result = await json(await fetch(url, { headers: { Authorization: `Bearer ${token}` } }))
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      await json(await fetch(url, { headers: { Authorization: `Bearer ${token}` } }))
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    console.log(
      `${label.padEnd(36)} median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms` +
        ` (${result?.items.length} on the page, ${result?.total_pages} pages)`,
    )
  }
} finally {
  await server.stop()
}
