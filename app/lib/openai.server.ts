import { randomUUID } from 'node:crypto'

import OpenAI from 'openai'
import { zodResponseFormat } from 'openai/helpers/zod'
import type { z } from 'zod'

import type { Env } from './env.server'

/**
 * The one OpenAI client. `OPENAI_BASE_URL` points it at a compatible server
 * (tests use tests/fakes/openai.ts). Without `OPENAI_API_KEY` there is no
 * client and callers use their built-in, deterministic implementation.
 */
// eslint-disable-next-line no-restricted-syntax -- a memo every copy of this module computes the same (process-state.server.ts)
let cached: { key: string; client: OpenAI } | undefined

export function openaiClient(settings: Env): OpenAI | null {
  if (!settings.OPENAI_API_KEY) return null
  if (cached?.key === settings.OPENAI_API_KEY) return cached.client
  const client = new OpenAI({
    apiKey: settings.OPENAI_API_KEY,
    baseURL: settings.OPENAI_BASE_URL,
    timeout: 60_000,
    maxRetries: 2,
  })
  cached = { key: settings.OPENAI_API_KEY, client }
  return client
}

/**
 * One structured-output call: the answer is parsed and validated against the
 * zod schema, or the call throws. Callers ask for her AI consent first
 * (issue 35). The only identifier sent is a request id (`X-Client-Request-Id`,
 * the caller's or a fresh one): never her id, and no `user` or `metadata` field.
 */
export async function completeStructured<T extends z.ZodType>(
  client: OpenAI,
  model: string,
  args: { name: string; schema: T; system: string; user: string; temperature?: number; requestId?: string },
): Promise<z.infer<T>> {
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
