import { Link } from '@remix-run/react'

import { buttonClass } from '~/components/ui/Button'
import type { LibraryItemSummary } from '~/domain/content/public'

import { Icon } from './Icons'
import { ItemChips } from './ItemChips'
import { ItemPicture } from './ItemPicture'
import { RatingSummary } from './RatingSummary'

/** One item in the library: locked items show a lock and an Upgrade button (doc 1 §6). */
export function LibraryCard({ item }: { item: LibraryItemSummary }) {
  return (
    <article data-testid="library-item" className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative">
        <ItemPicture item={item} className="aspect-[3/1] w-full sm:aspect-[18/7]" />
        {item.locked ? (
          <span className="absolute right-2 top-2 inline-flex items-center gap-1 rounded-full bg-slate-900/85 px-2 py-1 text-xs font-semibold text-white">
            <Icon name="lock" className="h-3.5 w-3.5" /> {item.tier}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ItemChips item={item} />
        <h3 className="text-base font-semibold text-slate-900">
          <Link to={`/content/${item.id}`} className="hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600">{item.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm text-slate-600">
          <span>{item.author}</span>
          <RatingSummary rating={item.rating} />
        </div>
        {item.locked ? (
          <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
            <span className="inline-flex items-center gap-1 text-sm text-slate-700">
              <Icon name="lock" className="h-4 w-4" />
              {item.tier} content
            </span>
            <Link to="/upgrades" className={buttonClass('primary', 'px-3 py-1.5')} aria-label={`Upgrade to open ${item.title}`}>
              Upgrade
            </Link>
          </div>
        ) : null}
      </div>
    </article>
  )
}
