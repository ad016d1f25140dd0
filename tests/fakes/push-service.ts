import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto'
import { createServer } from 'node:http'

import { listenLocal } from './listen'

/**
 * A local Web Push service (RFC 8030) for tests: it hands out subscriptions
 * as a browser would (an endpoint here, a P-256 key pair and an auth secret
 * it keeps), checks each message's VAPID signature (RFC 8292) and decrypts
 * its aes128gcm body (RFC 8291) with the subscription's private key, as the
 * browser would. A subscription marked gone answers 410, as a real push
 * service does once the browser has unsubscribed.
 */
export interface FakeSubscription {
  endpoint: string
  expirationTime: null
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  endpoint: string
  ttl: string | undefined
  urgency: string | undefined
  /** The VAPID JWT's claims, after its signature checked out against `k`. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string }
  /** The decrypted message, parsed as JSON. */
  message: unknown
}

export interface FakePushService {
  url: string
  subscribe: () => FakeSubscription
  /** From now on the push service answers 410 Gone for this endpoint. */
  markGone: (endpoint: string) => void
  received: ReceivedPush[]
  /** Every request, also the refused ones, with the status answered. */
  requests: { endpoint: string; status: number }[]
  waitFor: (match: (push: ReceivedPush) => boolean, timeoutMs?: number) => Promise<ReceivedPush>
  stop: () => Promise<void>
}

interface Keys {
  ecdh: ReturnType<typeof createECDH>
  publicKey: Buffer
  auth: Buffer
}

/** RFC 8291 §3.4 and RFC 8188: one record, the sender's key in the header. */
export function decryptAes128gcm(body: Buffer, keys: Keys): Buffer {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const senderKey = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const shared = keys.ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error('bad padding delimiter')
  return padded.subarray(0, end)
}

/** `Authorization: vapid t=<JWT>, k=<key>`: checks the ES256 signature with k and answers the claims. */
function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error('no VAPID authorization')
  const [, token, k] = match
  const [head, claims, signature] = token!.split('.')
  const point = Buffer.from(k!, 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  })
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))
  if (!ok) throw new Error('VAPID signature does not verify')
  const parsed = JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number }
  if (parsed.exp * 1000 < Date.now()) throw new Error('VAPID token expired')
  return { ...parsed, publicKey: k! }
}

export async function startFakePushService(options: { port?: number } = {}): Promise<FakePushService> {
  const subscriptions = new Map<string, Keys>()
  const gone = new Set<string>()
  const received: ReceivedPush[] = []
  const requests: { endpoint: string; status: number }[] = []
  const waiters: { match: (push: ReceivedPush) => boolean; resolve: (push: ReceivedPush) => void }[] = []
  let base = ''

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const endpoint = `${base}${req.url}`
      const answer = (status: number, text = '') => {
        requests.push({ endpoint, status })
        res.writeHead(status, { 'Content-Type': 'text/plain' }).end(text)
      }
      if (req.url === '/health') return answer(200, 'ok')
      const keys = subscriptions.get(req.url ?? '')
      if (req.method !== 'POST' || !keys) return answer(404, 'No such subscription')
      if (gone.has(req.url!)) return answer(410, 'Gone')
      let vapid: ReceivedPush['vapid']
      try {
        vapid = checkVapid(req.headers.authorization)
      } catch (error) {
        return answer(401, (error as Error).message)
      }
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(400, 'Content-Encoding must be aes128gcm')
      let message: unknown
      try {
        message = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys).toString('utf8'))
      } catch (error) {
        return answer(400, `Cannot decrypt: ${(error as Error).message}`)
      }
      const push: ReceivedPush = { endpoint, ttl: req.headers.ttl as string | undefined, urgency: req.headers.urgency as string | undefined, vapid, message }
      received.push(push)
      for (const waiter of [...waiters]) {
        if (waiter.match(push)) {
          waiters.splice(waiters.indexOf(waiter), 1)
          waiter.resolve(push)
        }
      }
      answer(201)
    })
  })
  const { port, stop } = await listenLocal(server, options.port)
  base = `http://127.0.0.1:${port}`

  return {
    url: base,
    received,
    requests,
    subscribe() {
      const ecdh = createECDH('prime256v1')
      const publicKey = ecdh.generateKeys()
      const auth = randomBytes(16)
      const path = `/push/${randomUUID()}`
      subscriptions.set(path, { ecdh, publicKey, auth })
      return { endpoint: `${base}${path}`, expirationTime: null, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } }
    },
    markGone(endpoint) {
      gone.add(new URL(endpoint).pathname)
    },
    waitFor(match, timeoutMs = 10_000) {
      const already = received.find(match)
      if (already) return Promise.resolve(already)
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve }
        waiters.push(waiter)
        setTimeout(() => {
          const at = waiters.indexOf(waiter)
          if (at === -1) return
          waiters.splice(at, 1)
          reject(new Error(`no push matched within ${timeoutMs} ms`))
        }, timeoutMs).unref()
      })
    },
    stop,
  }
}
