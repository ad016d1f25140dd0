import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { pathToFileURL } from 'node:url'

import { listenLocal } from './listen'

/**
 * A local stand-in for Google Places API (New): POST {url}/places:searchNearby
 * and POST {url}/places:searchText, as the app sends them when
 * GOOGLE_PLACES_API_KEY is set. It answers with a fixed set of shops placed
 * around the searched circle's centre, in no particular order (the app ranks
 * them), and refuses requests without an API key or field mask the way the
 * real service does (403 / 400).
 *
 * Test control: `requests` records what was sent; `mode` 'down' answers 503.
 */
export type PlacesMode = 'ok' | 'down'

interface FakePlace {
  id: string
  name: string
  /** Metres north of the searched point. */
  north: number
  types: string[]
  extra?: Record<string, unknown>
}

export const FAKE_PLACES: FakePlace[] = [
  { id: 'far', name: 'Far Shop', north: 1400, types: ['supermarket'] },
  { id: 'near', name: 'Near Shop', north: 110, types: ['grocery_store'], extra: { rating: 4.5, userRatingCount: 12, currentOpeningHours: { openNow: true } } },
  { id: 'organic', name: 'Organic Pantry', north: 600, types: ['health_food_store'] },
]

export interface PlacesRequest {
  path: string
  headers: IncomingHttpHeaders
  body: Record<string, any>
}

export interface FakePlaces {
  /** The base URL, for GOOGLE_PLACES_API_URL. */
  url: string
  requests: PlacesRequest[]
  mode: PlacesMode
  stop: () => Promise<void>
}

function placesAround(body: Record<string, any>, path: string) {
  const centre = body.locationRestriction?.circle?.center ?? body.locationBias?.circle?.center ?? { latitude: 51.5074, longitude: -0.1278 }
  const types: string[] | null = path.endsWith('searchNearby') ? (body.includedTypes ?? null) : null
  const wanted = FAKE_PLACES.filter((p) => (types ? p.types.some((t) => types.includes(t)) : true))
  return wanted.map((p) => ({
    id: p.id,
    displayName: { text: p.name },
    location: { latitude: centre.latitude + p.north / 111_320, longitude: centre.longitude },
    types: p.types,
    ...p.extra,
  }))
}

export async function startFakePlaces(options: { port?: number } = {}): Promise<FakePlaces> {
  const fake: FakePlaces = { url: '', requests: [], mode: 'ok', stop: async () => {} }
  const server: Server = createServer(async (req, res) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const path = (req.url ?? '/').split('?')[0]
    if (path === '/health') return void res.end('ok')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method !== 'POST' || !/\/places:(searchNearby|searchText)$/.test(path)) return send(404, { error: { code: 404, status: 'NOT_FOUND' } })
    let body: Record<string, any>
    try {
      body = JSON.parse(raw)
    } catch {
      return send(400, { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Invalid JSON payload' } })
    }
    fake.requests.push({ path, headers: req.headers, body })
    if (fake.mode === 'down') return send(503, { error: { code: 503, status: 'UNAVAILABLE' } })
    if (!req.headers['x-goog-api-key']) return send(403, { error: { code: 403, status: 'PERMISSION_DENIED', message: 'The request is missing a valid API key.' } })
    if (!req.headers['x-goog-fieldmask']) return send(400, { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'FieldMask is a required parameter.' } })
    send(200, { places: placesAround(body, path) })
  })
  const { port, stop } = await listenLocal(server, options.port)
  fake.url = `http://127.0.0.1:${port}/v1`
  fake.stop = stop
  return fake
}

// Run on its own: PORT from the environment.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void startFakePlaces({ port: Number(process.env.PORT ?? 3368) })
}
