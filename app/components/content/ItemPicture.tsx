import { PRACTICE_ART, itemArt } from '~/components/content/art'
import { practiceType } from '~/domain/content/library'
import type { LibraryItemSummary } from '~/domain/content/public'

/**
 * The picture at the head of a library card or item: the editor's thumbnail,
 * or the category's illustration, with a small badge for the kind of
 * practice. Decorative (empty alt): the text beside it names both.
 */
export function ItemPicture({
  item,
  className = '',
  eager = false,
}: {
  item: Pick<LibraryItemSummary, 'thumbnail' | 'category' | 'format' | 'listen_aloud'>
  className?: string
  /** Load at once (the head of an item's page) rather than when scrolled near. */
  eager?: boolean
}) {
  const art = itemArt(item)
  const kind = practiceType(item)
  return (
    <div className={`relative overflow-hidden bg-brand-50 ${className}`}>
      <img
        src={art.src}
        alt=""
        data-art={art.name}
        width={360}
        height={140}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-full w-full object-cover"
      />
      <img
        src={PRACTICE_ART[kind]}
        alt=""
        data-practice={kind}
        width={48}
        height={48}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="absolute bottom-2 left-2 h-9 w-9 rounded-full shadow-sm ring-2 ring-white"
      />
    </div>
  )
}
