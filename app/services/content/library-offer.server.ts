import type { Payload, Where } from 'payload'

import type { LibraryOffer } from '../../domain/content/library-offer'

/**
 * What the published library holds, for the public landing page (issue 47):
 * four bounded look-ups (one id each) of published items, no customer's data.
 */
export async function libraryOffer(payload: Payload): Promise<LibraryOffer> {
  const has = async (where: Where) => {
    const found = await payload.find({
      collection: 'library-items',
      overrideAccess: true,
      where: { and: [{ _status: { equals: 'published' } }, where] },
      select: {},
      limit: 1,
      pagination: false,
      depth: 0,
    })
    return found.docs.length > 0
  }
  const [videos, audio, mindfulness, written] = await Promise.all([
    has({ format: { equals: 'video' } }),
    has({ format: { equals: 'audio' } }),
    has({ tab: { equals: 'rtt_mindfulness' } }),
    has({ format: { in: ['article', 'document'] } }),
  ])
  return { videos, audio, mindfulness, written }
}
