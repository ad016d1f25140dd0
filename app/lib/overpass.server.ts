import { z } from 'zod'

import type { Env } from './env.server'
import { overpassQuery, rankStores, storeFromOsm, type Store, type StoreSearch } from '../domain/grocery/stores'
import { callOutside, OutsideServiceError } from './outside-call.server'

/**
 * OpenStreetMap's Overpass API: grocery shops around a point. OVERPASS_API_URL
 * is the full interpreter URL; the query goes in the POST form field `data`.
 */
const answerSchema = z.object({
  elements: z.array(
    z.object({
      type: z.string(),
      id: z.number(),
      lat: z.number().optional(),
      lon: z.number().optional(),
      center: z.object({ lat: z.number(), lon: z.number() }).optional(),
      tags: z.record(z.string(), z.string()).optional(),
    }),
  ),
})

export async function overpassStores(
  settings: Pick<Env, 'OVERPASS_API_URL'>,
  search: StoreSearch,
  options: { now?: Date; timeoutMs?: number } = {},
): Promise<Store[]> {
  const request = {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ data: overpassQuery(search) }).toString(),
  }
  const answer = await callOutside('Overpass', settings.OVERPASS_API_URL, request, options.timeoutMs)
  if (answer.status !== 200) throw new OutsideServiceError('Overpass', `answered ${answer.status}`, answer.status)
  const parsed = answerSchema.safeParse(answer.body)
  if (!parsed.success) throw new OutsideServiceError('Overpass', 'unexpected answer')
  const stores = parsed.data.elements.flatMap((element) => storeFromOsm(element, search, options.now ?? new Date()) ?? [])
  return rankStores(stores, search.category)
}
