import kindArticle from '~/assets/art/kind-article.svg'
import kindAudio from '~/assets/art/kind-audio.svg'
import kindDocument from '~/assets/art/kind-document.svg'
import kindGuided from '~/assets/art/kind-guided.svg'
import kindImage from '~/assets/art/kind-image.svg'
import kindMessage from '~/assets/art/kind-message.svg'
import kindVideo from '~/assets/art/kind-video.svg'
import documents from '~/assets/art/library-documents.svg'
import education from '~/assets/art/library-education.svg'
import fallback from '~/assets/art/library-fallback.svg'
import health from '~/assets/art/library-health.svg'
import medical from '~/assets/art/library-medical.svg'
import mindfulness from '~/assets/art/library-mindfulness.svg'
import nutrition from '~/assets/art/library-nutrition.svg'
import recordings from '~/assets/art/library-recordings.svg'
import rtt from '~/assets/art/library-rtt.svg'
import training from '~/assets/art/library-training.svg'
import type { LibraryCategory, PracticeType } from '~/domain/content/library'

/**
 * The library's illustrations (app/assets/art, drawn for this product in the
 * brand colours; no people, nobody posing as an expert). Files, not inline
 * SVG: a page pays a short URL per drawing, and each downloads only where it
 * shows. All are decorative: the card's text names the category and kind.
 *
 * Scenes (360 × 140) head a card or an item's page, one per category; badges
 * (48 × 48) mark the kind of practice, and in Personal Content the kind of
 * file the wellness team sent.
 */
export const CATEGORY_ART: Record<LibraryCategory, string> = {
  education,
  recordings,
  training,
  documents,
  rtt,
  mindfulness,
  medical,
  nutrition,
  health,
}

/** For an item whose category this version does not know (an older or newer vocabulary). */
export const FALLBACK_ART = fallback

export const PRACTICE_ART: Record<PracticeType, string> = {
  article: kindArticle,
  video: kindVideo,
  audio: kindAudio,
  document: kindDocument,
  guided: kindGuided,
}

/** Personal Content by its media type; a message with no file gets the envelope. */
export const PERSONAL_ART: Record<'video' | 'audio' | 'document' | 'image' | 'message', string> = {
  video: kindVideo,
  audio: kindAudio,
  document: kindDocument,
  image: kindImage,
  message: kindMessage,
}

/** The picture at the head of a card or item: what it shows (`name`, also a test hook) and where it loads from. */
export interface ItemArt {
  name: string
  src: string
}

/**
 * The choice rule: a thumbnail an editor uploaded wins; otherwise the
 * category's illustration; otherwise the neutral one.
 */
export function itemArt(item: { thumbnail: string | null; category: string }): ItemArt {
  if (item.thumbnail) return { name: 'thumbnail', src: item.thumbnail }
  const category = Object.hasOwn(CATEGORY_ART, item.category) ? (item.category as LibraryCategory) : null
  return category ? { name: `category-${category}`, src: CATEGORY_ART[category] } : { name: 'fallback', src: FALLBACK_ART }
}
