import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { listenLocal } from './listen'

/**
 * A local mail server standing in for a real SMTP service (`smtp-server`):
 * it takes mail as any SMTP server does, after the sign-in `SMTP_URL` names,
 * and keeps every message it receives, parsed (`mailparser`), for a test to
 * read and follow the links in. No message goes anywhere else.
 *
 * Run directly (the Playwright journeys) it also answers over HTTP:
 * `GET /messages?to=<address>` lists what that address received, newest
 * last; `GET /health`.
 */
export const SMTP_USER = 'liberate'
export const SMTP_PASSWORD = 'smtp-test-password'

export interface ReceivedMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Header names in lower case, values unfolded. */
  headers: Record<string, string>
  /** The message as it came over the wire. */
  raw: string
}

export interface FakeSmtp {
  /** For SMTP_URL: smtp://user:password@127.0.0.1:port */
  url: string
  port: number
  messages: ReceivedMail[]
  /** Sign-in attempts refused (a wrong user or password). */
  refusedLogins: number
  /** Resolves with the first message (already here or yet to come) that `match` accepts. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>
  stop: () => Promise<void>
}

export async function startFakeSmtp(options: { port?: number } = {}): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = []
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = []
  const fake = { messages, refusedLogins: 0 } as FakeSmtp

  const server = new SMTPServer({
    secure: false,
    // No TLS on loopback: offered none, the client signs in over the plain connection.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username })
      fake.refusedLogins += 1
      callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        simpleParser(raw)
          .then((parsed) => {
            const headers: Record<string, string> = {}
            for (const { key, line } of parsed.headerLines) headers[key.toLowerCase()] = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers,
              raw,
            }
            messages.push(mail)
            for (const waiter of [...waiters]) {
              if (waiter.match(mail)) {
                waiters.splice(waiters.indexOf(waiter), 1)
                waiter.resolve(mail)
              }
            }
            callback()
          })
          .catch((error: Error) => callback(error))
      })
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  fake.port = typeof address === 'object' && address ? address.port : 0
  fake.url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${fake.port}`
  fake.waitFor = (match, timeoutMs = 15_000) => {
    const found = messages.find(match)
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve: (mail: ReceivedMail) => (clearTimeout(timer), resolve(mail)) }
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1)
        reject(new Error(`No such e-mail arrived within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'})`))
      }, timeoutMs)
      waiters.push(waiter)
    })
  }
  fake.stop = () => new Promise((resolve) => server.close(() => resolve()))
  return fake
}

/** The links of a plain-text message, in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>()"]+/g)].map((m) => m[0])
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const smtp = await startFakeSmtp({ port: Number(process.env.SMTP_PORT ?? 3396) })
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/health') return void res.end('ok')
    if (url.pathname === '/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase()
      res.writeHead(200, { 'Content-Type': 'application/json' })
      return void res.end(JSON.stringify(smtp.messages.filter((m) => !to || m.to.includes(to))))
    }
    res.writeHead(404, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ detail: 'Not found' }))
  })
  await listenLocal(http, Number(process.env.PORT ?? 3397))
}
