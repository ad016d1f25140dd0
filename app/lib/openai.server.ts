import { randomUUID } from 'node:crypto'

import type OpenAI from 'openai'
import type { z } from 'zod'

import type { Env } from './env.server'

/**
 * Where the model is reached: a key and, for tests (tests/fakes/openai.ts) or
 * a compatible server, `OPENAI_BASE_URL`. Without `OPENAI_API_KEY` there is
 * none, and callers use their built-in, deterministic implementation. The
 * OpenAI SDK itself is loaded on the first call, not at start (docs/PERFORMANCE.md).
 */
export interface AiClient {
  readonly apiKey: string
  readonly baseURL: string | undefined
}

export function openaiClient(settings: Env): AiClient | null {
  if (!settings.OPENAI_API_KEY) return null
  return { apiKey: settings.OPENAI_API_KEY, baseURL: settings.OPENAI_BASE_URL }
}

// eslint-disable-next-line no-restricted-syntax -- a memo every copy of this module computes the same (process-state.server.ts)
let cached: { apiKey: string; baseURL: string | undefined; client: OpenAI } | undefined

/** The one SDK client for `ai`, made on first use. */
async function sdkClient(ai: AiClient): Promise<OpenAI> {
  if (cached && cached.apiKey === ai.apiKey && cached.baseURL === ai.baseURL) return cached.client
  const { default: OpenAISdk } = await import('openai')
  const client = new OpenAISdk({ apiKey: ai.apiKey, baseURL: ai.baseURL, timeout: 60_000, maxRetries: 2 })
  cached = { apiKey: ai.apiKey, baseURL: ai.baseURL, client }
  return client
}

/**
 * One structured-output call: the answer is parsed and validated against the
 * zod schema, or the call throws. Callers ask for her AI consent first
 * (issue 35). The only identifier sent is a request id (`X-Client-Request-Id`,
 * the caller's or a fresh one): never her id, and no `user` or `metadata` field.
 */
export async function completeStructured<T extends z.ZodType>(
  ai: AiClient,
  model: string,
  args: { name: string; schema: T; system: string; user: string; temperature?: number; requestId?: string },
): Promise<z.infer<T>> {
  const [client, { zodResponseFormat }] = await Promise.all([sdkClient(ai), import('openai/helpers/zod')])
  const completion = await client.chat.completions.parse(
    {
      model,
      temperature: args.temperature ?? 0.7,
      messages: [
        { role: 'system', content: args.system },
        { role: 'user', content: args.user },
      ],
      response_format: zodResponseFormat(args.schema, args.name),
    },
    { headers: { 'X-Client-Request-Id': args.requestId ?? randomUUID() } },
  )
  const message = completion.choices[0]?.message
  if (!message?.parsed) throw new Error(message?.refusal ? `Model refused: ${message.refusal}` : 'Model returned no content')
  return args.schema.parse(message.parsed)
}
