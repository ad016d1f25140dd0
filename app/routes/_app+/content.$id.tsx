import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'

import { itemArt } from '~/components/content/art'
import { Icon } from '~/components/content/Icons'
import { ItemChips } from '~/components/content/ItemChips'
import { ItemPicture } from '~/components/content/ItemPicture'
import { ListenAloud } from '~/components/content/ListenAloud'
import { RateItem } from '~/components/content/RateItem'
import { RatingSummary } from '~/components/content/RatingSummary'
import { RichTextView } from '~/components/content/RichTextView'
import { TierBadge } from '~/components/TierBadge'
import { buttonClass } from '~/components/ui/Button'
import { lockedDetail } from '~/domain/content/library'
import { lastReviewedLabel, reviewerLabel } from '~/domain/content/review'
import type { LibraryItemDetail, LibraryItemSummary } from '~/domain/content/public'
import { richTextPassages } from '~/domain/content/rich-text'
import { ratingSchema } from '~/lib/form-schemas.server'
import { badRequest } from '~/lib/errors'
import { asPageError, describeIssue, pageAction } from '~/lib/http.server'
import { requireCustomer } from '~/lib/session.server'
import { isRecordId } from '~/lib/ids'
import { getLibraryItem, getLibrarySummary } from '~/services/content/get-item.server'
import { findPublishedItemIdBySlug } from '~/services/content/reader.server'
import { rateLibraryItem } from '~/services/content/rate-item.server'

type LoaderData =
  | { locked: false; item: LibraryItemDetail; passages: string[] }
  | { locked: true; item: LibraryItemSummary; detail: string }

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: (data as LoaderData | undefined)?.item.title ?? 'Content' }]

/**
 * The item page: plays, shows or reads the item; a locked item answers 403
 * with a lock and an Upgrade button. /content/{slug} (an item's lasting
 * address, e.g. /content/bleeding-on-hrt) redirects to the item's page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const brand = context.env.BRAND_NAME
  try {
    if (params.id && !isRecordId(params.id)) {
      throw redirect(`/content/${await findPublishedItemIdBySlug(context.payload, customer, params.id)}`)
    }
    const summary = await getLibrarySummary(context.payload, customer, brand, params.id ?? '')
    if (summary.locked) {
      return Response.json({ locked: true, item: summary, detail: lockedDetail(summary.title, brand) } satisfies LoaderData, { status: 403 })
    }
    const item = await getLibraryItem(context.payload, customer, brand, params.id ?? '')
    const passages = item.listen_aloud ? richTextPassages(item.body) : []
    return Response.json({ locked: false, item, passages } satisfies LoaderData)
  } catch (error) {
    asPageError(error)
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const form = await request.formData()
  return pageAction('Your rating could not be saved. Please try again.', async () => {
    const parsed = ratingSchema.safeParse({ rating: Number(form.get('rating')) })
    if (!parsed.success) throw badRequest(describeIssue(parsed.error))
    const result = await rateLibraryItem(context.payload, customer, context.env.BRAND_NAME, params.id ?? '', parsed.data.rating)
    return Response.json({ ok: true as const, ...result })
  })
}

export default function ContentItem() {
  const data = useLoaderData<typeof loader>() as unknown as LoaderData
  const { item } = data
  const playsVideo = !data.locked && data.item.file_type === 'video' && !!data.item.file_url
  return (
    <article data-testid="content-item" className="mx-auto max-w-3xl space-y-6">
      <Link to="/content" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Content library
      </Link>
      {/* The picture sits above the header on a phone and beside it on a wider screen; a video shows it as the player's poster instead. */}
      <div className="flex flex-col-reverse gap-5 sm:flex-row sm:items-start">
        <header className="min-w-0 flex-1 space-y-3">
          <ItemChips item={item}>
            <TierBadge tier={item.tier} />
          </ItemChips>
          <h1 className="text-3xl font-bold text-slate-900">{item.title}</h1>
          <p className="text-lg text-slate-700">{item.description}</p>
          <div className="flex flex-wrap items-center gap-4 text-sm text-slate-600">
            {item.author ? <span>By {item.author}</span> : null}
            {!data.locked && data.item.reviewed_on ? (
              <span data-testid="last-reviewed">
                <time dateTime={data.item.reviewed_on}>{lastReviewedLabel(data.item.reviewed_on)}</time>
              </span>
            ) : null}
            {data.locked ? null : <span data-testid="reviewer">{reviewerLabel(data.item.reviewer)}</span>}
            <RatingSummary rating={item.rating} />
          </div>
        </header>
        {playsVideo ? null : <ItemPicture item={item} eager className="aspect-[18/7] w-full shrink-0 rounded-2xl sm:w-64" />}
      </div>

      {data.locked ? <Locked item={item} detail={data.detail} /> : <Unlocked item={data.item} passages={data.passages} />}
    </article>
  )
}

function Locked({ item, detail }: { item: LibraryItemSummary; detail: string }) {
  return (
    <section data-testid="locked-item" className="space-y-3 rounded-2xl bg-slate-50 p-6 text-center ring-1 ring-slate-200">
      <Icon name="lock" className="mx-auto h-10 w-10 text-slate-700" />
      <p className="font-semibold text-slate-900">{detail}</p>
      <p className="text-slate-700">Upgrade to {item.tier} to open it, along with RTT audio, advanced content, personal documents and priority support.</p>
      <Link to="/upgrades" className={buttonClass('primary')}>
        Upgrade
      </Link>
    </section>
  )
}

function Unlocked({ item, passages }: { item: LibraryItemDetail; passages: string[] }) {
  return (
    <>
      {item.file_type === 'video' && item.file_url ? (
        <video controls preload="metadata" src={item.file_url} poster={itemArt(item).src} className="w-full rounded-2xl bg-black" aria-label={item.title}>
          <track kind="captions" />
        </video>
      ) : null}
      {item.file_type === 'audio' && item.file_url ? <audio controls preload="metadata" src={item.file_url} className="w-full" aria-label={item.title} /> : null}
      {item.file_type === 'document' && item.file_url ? (
        <div className="space-y-3">
          <a href={item.file_url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
            Open the document<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <iframe src={item.file_url} title={item.title} className="h-[70vh] w-full rounded-2xl ring-1 ring-slate-200" />
        </div>
      ) : null}
      {item.format !== 'article' && !item.file_url ? <p className="text-slate-600">The file for this item is not available yet.</p> : null}

      {item.listen_aloud && passages.length ? <ListenAloud passages={passages} title={item.title} /> : null}
      {item.body ? <RichTextView value={item.body} /> : null}

      {item.sources.length ? (
        <section aria-labelledby="sources-heading" className="space-y-2 border-t border-slate-200 pt-4">
          <h2 id="sources-heading" className="font-semibold text-slate-900">
            Sources
          </h2>
          <ul className="list-disc space-y-1 pl-6 text-sm">
            {item.sources.map((source) => (
              <li key={source.url + source.title}>
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline hover:text-brand-800">
                  {source.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <RateItem rating={item.rating} myRating={item.my_rating} />
    </>
  )
}
