import { z } from 'zod'

import type { Env } from './env.server'
import type { PostcodeLocation } from '../domain/grocery/postcode'
import { callOutside, OutsideServiceError } from './outside-call.server'

/**
 * postcodes.io: `GET {POSTCODES_API_URL}/postcodes/{postcode}`. Null when it
 * does not know the postcode (404); OutsideServiceError when it cannot answer.
 */
const answerSchema = z.object({
  status: z.number(),
  result: z.object({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    admin_district: z.string().nullable().optional(),
    admin_county: z.string().nullable().optional(),
    region: z.string().nullable().optional(),
    country: z.string().nullable().optional(),
  }),
})

export async function lookUpPostcode(
  settings: Pick<Env, 'POSTCODES_API_URL'>,
  postcode: string,
  timeoutMs?: number,
): Promise<PostcodeLocation | null> {
  const base = settings.POSTCODES_API_URL.replace(/\/$/, '')
  const answer = await callOutside('postcodes.io', `${base}/postcodes/${encodeURIComponent(postcode)}`, { headers: { Accept: 'application/json' } }, timeoutMs)
  if (answer.status === 404) return null
  if (answer.status !== 200) throw new OutsideServiceError('postcodes.io', `answered ${answer.status}`, answer.status)
  const parsed = answerSchema.safeParse(answer.body)
  if (!parsed.success) throw new OutsideServiceError('postcodes.io', 'unexpected answer')
  const { latitude, longitude, admin_district, admin_county, region, country } = parsed.data.result
  // Some postcodes (e.g. Channel Islands, new builds) have no position: nothing to search from.
  if (latitude === null || longitude === null) return null
  return { latitude, longitude, admin_area: admin_district ?? admin_county ?? region ?? country ?? null }
}
