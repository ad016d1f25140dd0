import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local OpenAI-compatible server for tests and benchmarks: answers
 * POST /v1/chat/completions with whatever `respond` returns as the message
 * content (an object is sent as JSON text, as structured outputs are).
 */
export interface ChatRequest {
  model: string
  messages: { role: string; content: string }[]
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } }
}

export type Responder = (request: ChatRequest) => unknown | Promise<unknown>

export interface FakeOpenAI {
  /** Base URL for OPENAI_BASE_URL (ends in /v1). */
  url: string
  requests: ChatRequest[]
  /** The headers of each request, in the same order (what identifies the call: never her id). */
  requestHeaders: Record<string, string | string[] | undefined>[]
  /** Calls in flight right now, and the most seen at once. */
  stats: { inFlight: number; maxInFlight: number }
  stop: () => Promise<void>
}

export async function startFakeOpenAI(
  respond: Responder,
  options: { delayMs?: number; failFirst?: number; port?: number } = {},
): Promise<FakeOpenAI> {
  const requests: ChatRequest[] = []
  const requestHeaders: FakeOpenAI['requestHeaders'] = []
  const stats = { inFlight: 0, maxInFlight: 0 }
  let failuresLeft = options.failFirst ?? 0

  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { message: 'not found' } }))
      return
    }
    let raw = ''
    for await (const chunk of req) raw += chunk
    const body = JSON.parse(raw) as ChatRequest
    requests.push(body)
    requestHeaders.push({ ...req.headers })
    stats.inFlight++
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight)
    try {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs))
      if (failuresLeft > 0) {
        failuresLeft--
        res.writeHead(500, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }))
        return
      }
      const answer = await respond(body)
      const content = typeof answer === 'string' ? answer : JSON.stringify(answer)
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      )
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { message: String(error) } }))
    } finally {
      stats.inFlight--
    }
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    requestHeaders,
    stats,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
