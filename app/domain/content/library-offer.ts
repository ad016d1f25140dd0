/**
 * What the landing page may promise of the library (issue 47): only what it
 * holds. The spec's promise is "expert videos, mindfulness sessions and
 * educational resources" (doc 1 §1); a part the library does not hold yet is
 * said to be coming, never promised as there.
 */
export interface LibraryOffer {
  /** A published video. */
  videos: boolean
  /** A published audio recording (the RTT sessions are audio). */
  audio: boolean
  /** A published item in the RTT & Mindfulness tab. */
  mindfulness: boolean
  /** A published article or document. */
  written: boolean
}

/** The "Wellness content" card's words. */
export function wellnessContentText(offer: LibraryOffer): string {
  const held = [offer.videos ? 'Expert videos' : null, offer.mindfulness ? 'mindfulness sessions' : null, offer.written ? 'educational resources' : null].filter(
    (part): part is string => part !== null,
  )
  if (held.length === 0) return 'Our library of videos, mindfulness sessions and educational resources is coming soon.'
  const first = held[0].charAt(0).toUpperCase() + held[0].slice(1)
  const list = [first, ...held.slice(1)]
  const joined = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`
  return `${joined}, in one library.${offer.videos ? '' : ' Videos are coming soon.'}`
}

/** The paid plan's "RTT audio sessions" line, marked as coming while the library holds no audio. */
export function rttAudioLine(offer: LibraryOffer): string {
  return offer.audio ? 'RTT audio sessions' : 'RTT audio sessions (coming soon)'
}
