import { createServer, type Server } from 'node:http'
import { pathToFileURL } from 'node:url'

import { listenLocal } from './listen'

/**
 * A local stand-in for postcodes.io: `GET /postcodes/{postcode}` answers the
 * postcodes below (spaces and case ignored, as postcodes.io does) in its
 * shape, and 404 'Invalid postcode' for any other.
 *
 * Test control: `mode` ('ok', 'down' → 503); over HTTP, POST /__mode.
 */
export const FAKE_POSTCODES: Record<string, { postcode: string; latitude: number | null; longitude: number | null; admin_district: string | null; region: string | null; country: string }> = {
  SW1A1AA: { postcode: 'SW1A 1AA', latitude: 51.501009, longitude: -0.141588, admin_district: 'Westminster', region: 'London', country: 'England' },
  M11AE: { postcode: 'M1 1AE', latitude: 53.479444, longitude: -2.245278, admin_district: 'Manchester', region: 'North West', country: 'England' },
  EH11YZ: { postcode: 'EH1 1YZ', latitude: 55.952061, longitude: -3.188785, admin_district: 'City of Edinburgh', region: null, country: 'Scotland' },
}

export interface FakePostcodes {
  /** Base URL, for POSTCODES_API_URL. */
  url: string
  lookups: string[]
  mode: 'ok' | 'down'
  stop: () => Promise<void>
}

export async function startFakePostcodes(options: { port?: number } = {}): Promise<FakePostcodes> {
  const fake: FakePostcodes = { url: '', lookups: [], mode: 'ok', stop: async () => {} }
  const server: Server = createServer(async (req, res) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const path = (req.url ?? '/').split('?')[0]
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (path === '/health') return void res.end('ok')
    if (path === '/__mode' && req.method === 'POST') {
      fake.mode = raw.trim() === 'down' ? 'down' : 'ok'
      return void res.end('ok')
    }
    const m = /^\/postcodes\/([^/]+)$/.exec(path)
    if (!m || req.method !== 'GET') return send(404, { status: 404, error: 'Resource not found' })
    const asked = decodeURIComponent(m[1])
    fake.lookups.push(asked)
    if (fake.mode === 'down') return send(503, { status: 503, error: 'Service unavailable' })
    const found = FAKE_POSTCODES[asked.replace(/\s+/g, '').toUpperCase()]
    if (!found) return send(404, { status: 404, error: 'Invalid postcode' })
    send(200, { status: 200, result: { ...found, admin_county: null, outcode: found.postcode.split(' ')[0] } })
  })
  const { port, stop } = await listenLocal(server, options.port)
  fake.url = `http://127.0.0.1:${port}`
  fake.stop = stop
  return fake
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void startFakePostcodes({ port: Number(process.env.PORT ?? 3368) })
}
