import { createServer, type Server } from 'node:http'
import { pathToFileURL } from 'node:url'

import { listenLocal } from './listen'

/**
 * A local stand-in for OpenStreetMap's Overpass API interpreter. It answers
 * POST {url} with form field `data` (Overpass QL) with a fixed set of grocery
 * shops placed around the point the query asks about, in no particular order,
 * as Overpass would; it narrows by the query's shop/organic filters the way
 * the real server does for the queries this app sends.
 *
 * Test control: `mode` ('ok', 'down' → 504, 'garbage' → HTML, 'slow' → waits
 * `slowMs`); over HTTP, POST /__mode with the mode as the body.
 */
export type OverpassMode = 'ok' | 'down' | 'garbage' | 'slow'

interface FakeShop {
  id: number
  type: 'node' | 'way'
  /** Metres north and east of the searched point. */
  north: number
  east: number
  tags: Record<string, string>
}

export const FAKE_SHOPS: FakeShop[] = [
  { id: 1003, type: 'node', north: 900, east: 600, tags: { shop: 'convenience', name: 'Corner Shop Express', opening_hours: '24/7', 'addr:housenumber': '3', 'addr:street': 'Station Road', 'addr:city': 'London', phone: '020 7946 0103' } },
  { id: 1001, type: 'way', north: 150, east: 100, tags: { shop: 'supermarket', name: 'Riverside Supermarket', brand: 'Riverside', opening_hours: 'Mo-Sa 07:00-22:00; Su 10:00-16:00', 'addr:housenumber': '12', 'addr:street': 'High Street', 'addr:city': 'London', 'addr:postcode': 'SW1A 2AA', phone: '020 7946 0101', website: 'https://riverside.example/' } },
  { id: 1005, type: 'node', north: -1400, east: 300, tags: { shop: 'health_food', name: 'Wholefoods Corner', organic: 'only', opening_hours: 'Mo-Fr 09:00-18:00', 'addr:street': 'Market Lane', 'addr:city': 'London', website: 'wholefoods-corner.example' } },
  { id: 1002, type: 'node', north: -400, east: -350, tags: { shop: 'greengrocer', name: 'Green Grocer Co', organic: 'yes', 'addr:housenumber': '7', 'addr:street': 'Church Street', 'addr:city': 'London' } },
  { id: 1004, type: 'node', north: 1200, east: -900, tags: { shop: 'supermarket', name: 'Big Value Supermarket', opening_hours: 'Mo-Su 06:00-24:00', 'addr:housenumber': '101', 'addr:street': 'Park Road', 'addr:city': 'London', 'contact:phone': '020 7946 0104' } },
  { id: 1006, type: 'node', north: 20, east: 20, tags: { shop: 'hairdresser', name: 'Not A Food Shop' } },
]

function aroundPoint(query: string): { lat: number; lon: number } | null {
  const m = /\(around:\d+(?:\.\d+)?,(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\)/.exec(query)
  return m ? { lat: Number(m[1]), lon: Number(m[2]) } : null
}

function wanted(query: string, tags: Record<string, string>): boolean {
  const shops = ['supermarket', 'convenience', 'greengrocer', 'health_food']
  if (query.includes('["shop"="supermarket"]') && !query.includes('["shop"~')) return tags.shop === 'supermarket'
  if (query.includes('["organic"~')) return tags.organic === 'yes' || tags.organic === 'only' || tags.shop === 'health_food'
  return shops.includes(tags.shop)
}

export function overpassAnswer(query: string) {
  const centre = aroundPoint(query) ?? { lat: 51.5074, lon: -0.1278 }
  const metresPerDegLon = 111_320 * Math.cos((centre.lat * Math.PI) / 180)
  return {
    version: 0.6,
    generator: 'Overpass API (local fake)',
    osm3s: { timestamp_osm_base: '2026-11-21T00:00:00Z', copyright: 'The data included in this document is from www.openstreetmap.org.' },
    elements: FAKE_SHOPS.filter((s) => wanted(query, s.tags)).map((s) => {
      const lat = centre.lat + s.north / 111_320
      const lon = centre.lon + s.east / metresPerDegLon
      return s.type === 'node' ? { type: 'node', id: s.id, lat, lon, tags: s.tags } : { type: 'way', id: s.id, center: { lat, lon }, tags: s.tags }
    }),
  }
}

export interface FakeOverpass {
  /** The full interpreter URL, for OVERPASS_API_URL. */
  url: string
  queries: string[]
  mode: OverpassMode
  slowMs: number
  stop: () => Promise<void>
}

export async function startFakeOverpass(options: { port?: number } = {}): Promise<FakeOverpass> {
  const fake: FakeOverpass = { url: '', queries: [], mode: 'ok', slowMs: 15_000, stop: async () => {} }
  const server: Server = createServer(async (req, res) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const path = (req.url ?? '/').split('?')[0]
    if (path === '/health') return void res.end('ok')
    if (path === '/__mode' && req.method === 'POST') {
      fake.mode = (raw.trim() || 'ok') as OverpassMode
      return void res.end('ok')
    }
    if (path !== '/api/interpreter' || req.method !== 'POST') {
      res.writeHead(404)
      return void res.end('not found')
    }
    const query = new URLSearchParams(raw).get('data') ?? ''
    fake.queries.push(query)
    if (fake.mode === 'down') {
      res.writeHead(504, { 'Content-Type': 'text/html' })
      return void res.end('<html><body>504 Gateway Timeout: the server is probably too busy</body></html>')
    }
    if (fake.mode === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'text/html' })
      return void res.end('<html>not json</html>')
    }
    if (fake.mode === 'slow') await new Promise((r) => setTimeout(r, fake.slowMs))
    if (!query.startsWith('[out:json]')) {
      res.writeHead(400, { 'Content-Type': 'text/html' })
      return void res.end('<html>Error: this fake only answers [out:json] queries</html>')
    }
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(overpassAnswer(query)))
  })
  const { port, stop } = await listenLocal(server, options.port)
  fake.url = `http://127.0.0.1:${port}/api/interpreter`
  fake.stop = stop
  return fake
}

// Run on its own (Playwright's web servers): PORT from the environment.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void startFakeOverpass({ port: Number(process.env.PORT ?? 3367) })
}
