import type { Env } from '../../lib/env.server'
import { GROCERY_MESSAGES } from '../../domain/grocery/messages'
import { normalisePostcode, type PostcodeLocation } from '../../domain/grocery/postcode'
import { badRequest, notFound, upstreamFailed } from '../../lib/errors'
import { OutsideServiceError } from '../../lib/outside-call.server'
import { lookUpPostcode } from '../../lib/postcodes.server'

/**
 * GET /api/grocery/postcode/{postcode}: a UK postcode's position through
 * postcodes.io, so the browser talks only to this app (spec doc 2 §5 "Postcode").
 */
export async function findPostcode(
  settings: Pick<Env, 'POSTCODES_API_URL'>,
  input: string,
  log: (error: unknown) => void = () => {},
): Promise<PostcodeLocation & { postcode: string }> {
  const postcode = normalisePostcode(input)
  if (!postcode) throw badRequest(GROCERY_MESSAGES.postcodeInvalid)
  let found: PostcodeLocation | null
  try {
    found = await lookUpPostcode(settings, postcode)
  } catch (error) {
    if (!(error instanceof OutsideServiceError)) throw error
    log(error)
    // Her connection worked (she reached us); the lookup service did not answer.
    throw upstreamFailed(GROCERY_MESSAGES.storeFinderUnavailable)
  }
  if (!found) throw notFound(GROCERY_MESSAGES.postcodeUnknown)
  return { postcode, ...found }
}
