import { createServer, type IncomingMessage } from 'node:http'

/**
 * A local stand-in for Google's OAuth endpoints, for tests and offline runs.
 * The consent page approves at once and redirects back with a code for the
 * default profile, or for the one set by `POST /__profile` (test control).
 */
const port = Number(process.env.PORT ?? 3212)

const DEFAULT_PROFILE = { email: 'google.user@example.com', name: 'Grace Google', sub: 'google-sub-1' }
let nextProfile: typeof DEFAULT_PROFILE | null = null
const codes = new Map<string, typeof DEFAULT_PROFILE>()
const tokens = new Map<string, typeof DEFAULT_PROFILE>()

async function readBody(req: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of req) body += chunk
  return body
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
  if (url.pathname === '/health') {
    res.end('ok')
    return
  }
  if (url.pathname === '/__profile' && req.method === 'POST') {
    nextProfile = { ...DEFAULT_PROFILE, ...(JSON.parse(await readBody(req)) as Partial<typeof DEFAULT_PROFILE>) }
    res.end('ok')
    return
  }
  if (url.pathname === '/o/oauth2/v2/auth') {
    const redirectUri = url.searchParams.get('redirect_uri')
    const state = url.searchParams.get('state')
    if (!redirectUri || !state || !url.searchParams.get('client_id')) {
      res.statusCode = 400
      res.end('missing redirect_uri, state or client_id')
      return
    }
    const profile = nextProfile ?? DEFAULT_PROFILE
    nextProfile = null
    const code = `code-${Math.random().toString(36).slice(2)}`
    codes.set(code, profile)
    const back = new URL(redirectUri)
    back.searchParams.set('code', code)
    back.searchParams.set('state', state)
    res.writeHead(302, { Location: back.toString() })
    res.end()
    return
  }
  if (url.pathname === '/token' && req.method === 'POST') {
    const params = new URLSearchParams(await readBody(req))
    const profile = codes.get(params.get('code') ?? '')
    if (!profile || params.get('grant_type') !== 'authorization_code') {
      res.writeHead(400, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: 'invalid_grant' }))
      return
    }
    codes.delete(params.get('code')!)
    const accessToken = `token-${Math.random().toString(36).slice(2)}`
    tokens.set(accessToken, profile)
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' }))
    return
  }
  if (url.pathname === '/userinfo') {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '')
    const profile = tokens.get(token)
    if (!profile) {
      res.writeHead(401, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: 'invalid_token' }))
      return
    }
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(
      JSON.stringify({
        sub: profile.sub,
        email: profile.email,
        email_verified: true,
        name: profile.name,
        given_name: profile.name.split(' ')[0],
        family_name: profile.name.split(' ').slice(1).join(' '),
        picture: '',
      }),
    )
    return
  }
  res.statusCode = 404
  res.end('not found')
}).listen(port, '127.0.0.1')
