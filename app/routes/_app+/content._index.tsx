import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigate, useNavigation } from '@remix-run/react'
import { useId } from 'react'

import { AccessBanner } from '~/components/content/AccessBanner'
import { CourseCard, type CourseCardData } from '~/components/courses/CourseCard'
import { LibraryCard } from '~/components/content/LibraryCard'
import { PersonalContent, type PersonalItem } from '~/components/content/PersonalContent'
import { buttonClass } from '~/components/ui/Button'
import { EmptyState } from '~/components/ui/EmptyState'
import { useTabKeys } from '~/components/ui/tabs'
import { accessBanner, CATEGORY_FILTERS, CATEGORY_LABELS, LIBRARY_SEARCH_MAX_LENGTH, LIBRARY_TABS, TAB_LABELS, type LibraryTab } from '~/domain/content/library'
import type { LibraryItemSummary } from '~/domain/content/public'
import { requireCustomer } from '~/lib/session.server'
import { requestTimeZone } from '~/lib/time-zone.server'
import { courseTimeZone } from '~/services/courses/enrolment.server'
import { herCourses } from '~/services/courses/her-courses.server'
import { countUnread } from '~/services/notifications.server'
import { libraryPage, type PageTab } from '~/services/content/library-page.server'
import { countOf } from '~/domain/plural'

export const meta: MetaFunction = () => [{ title: 'Content library' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const url = new URL(request.url)
  const unread = await countUnread(context.payload, customer.id).catch(() => 0)
  const page = await libraryPage(context.payload, customer, context.env.BRAND_NAME, url, unread)
  // The courses sit above the library's items, on the first page only.
  const zone = await courseTimeZone(context.payload, customer.id, requestTimeZone(request))
  const courses = page.filtering ? [] : await herCourses(context.payload, customer.id, zone)
  return Response.json({ ...page, courses, unread, banner: accessBanner(customer.tier, context.env.BRAND_NAME), origin: url.origin })
}

interface LoaderData {
  query: { search: string; category: string }
  filtering: boolean
  tab: PageTab
  counts: Record<LibraryTab, number>
  featured: LibraryItemSummary[]
  list: { items: LibraryItemSummary[]; page: number; total_pages: number; total: number } | null
  personal: PersonalItem[] | null
  courses: CourseCardData[]
  unread: number
  banner: { title: string; text: string; upgrade: string | null }
  origin: string
}

const TABS: Array<{ id: PageTab; label: string }> = [
  { id: 'personal', label: 'Personal Content' },
  ...LIBRARY_TABS.map((id) => ({ id, label: TAB_LABELS[id] })),
]

function href(query: LoaderData['query'], tab: PageTab, page = 1): string {
  const params = new URLSearchParams()
  if (query.search) params.set('search', query.search)
  if (query.category !== 'all') params.set('category', query.category)
  params.set('tab', tab)
  if (page > 1) params.set('page', String(page))
  return `/content?${params}`
}

export default function ContentLibrary() {
  const data = useLoaderData<typeof loader>() as unknown as LoaderData
  const navigation = useNavigation()
  const searchId = useId()
  const categoryId = useId()
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/content'
  const navigate = useNavigate()
  // Arrow keys, Home and End move between the sections, as tabs do.
  const { onTabKeyDown, tabRef } = useTabKeys(
    TABS.map((t) => t.id),
    data.tab,
    (id) => navigate(href(data.query, id), { preventScrollReset: true }),
  )

  return (
    <div data-testid="content-library" className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">Content library</h1>
        <p className="text-slate-700">Articles, guided practices and gentle exercise, written from NHS and NICE guidance, plus what your wellness team sends you.</p>
      </header>

      <Form method="get" action="/content" role="search" className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="min-w-[14rem] flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search the library
          </label>
          <input
            id={searchId}
            type="search"
            name="search"
            defaultValue={data.query.search}
            maxLength={LIBRARY_SEARCH_MAX_LENGTH}
            placeholder="Title, description or author"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor={categoryId} className="block text-sm font-medium text-slate-800">
            Category
          </label>
          <select id={categoryId} name="category" defaultValue={data.query.category} className="mt-1 rounded-lg border border-slate-300 px-3 py-2">
            {CATEGORY_FILTERS.map((c) => (
              <option key={c} value={c}>
                {c === 'all' ? 'All categories' : CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
        {data.filtering ? (
          <Link to="/content" className={buttonClass('ghost')}>
            Clear
          </Link>
        ) : null}
      </Form>

      <AccessBanner banner={data.banner} />

      {data.courses.length ? (
        <section aria-labelledby="courses-heading" className="space-y-3" data-testid="library-courses">
          <h2 id="courses-heading" className="text-xl font-bold">
            Courses
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.courses.map((course) => (
              <CourseCard key={course.slug} course={course} />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="featured-heading" className="space-y-3">
        <h2 id="featured-heading" className="text-xl font-bold">
          Featured This Week
        </h2>
        {data.featured.length ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.featured.map((item) => (
              <LibraryCard key={item.id} item={item} />
            ))}
          </div>
        ) : (
          <p className="text-slate-600">Nothing is featured this week yet.</p>
        )}
      </section>

      <section aria-label="Library sections" className="space-y-4">
        <div role="tablist" aria-label="Library sections" className="flex flex-wrap gap-1 border-b border-slate-200">
          {TABS.map((tab) => {
            const selected = tab.id === data.tab
            const count = tab.id === 'personal' ? data.unread : data.filtering ? data.counts[tab.id as LibraryTab] : null
            return (
              <Link
                key={tab.id}
                ref={tabRef(tab.id)}
                id={`library-tab-${tab.id}`}
                to={href(data.query, tab.id)}
                role="tab"
                aria-selected={selected}
                aria-controls={selected ? 'library-panel' : undefined}
                tabIndex={selected ? 0 : -1}
                onKeyDown={onTabKeyDown}
                preventScrollReset
                className={`-mb-px inline-flex items-center gap-2 rounded-t-lg border-b-2 px-3 py-2 text-sm font-semibold ${
                  selected ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {tab.label}
                {count ? (
                  <span
                    role="img"
                    className={`rounded-full px-1.5 text-xs ${tab.id === 'personal' ? 'bg-red-700 text-white' : 'bg-slate-100 text-slate-700'}`}
                    aria-label={tab.id === 'personal' ? `${count} new` : countOf(count, 'result')}
                  >
                    {count}
                  </span>
                ) : null}
              </Link>
            )
          })}
        </div>

        <div id="library-panel" role="tabpanel" aria-busy={busy} aria-labelledby={`library-tab-${data.tab}`}>
          {data.personal ? (
            <PersonalContent items={data.personal} origin={data.origin} />
          ) : data.list ? (
            <LibraryList data={data} list={data.list} />
          ) : null}
        </div>
      </section>
    </div>
  )
}

function LibraryList({ data, list }: { data: LoaderData; list: NonNullable<LoaderData['list']> }) {
  if (!list.items.length) {
    return data.filtering ? (
      <EmptyState art="lost" title="No items match your search in this section" className="rounded-2xl bg-white ring-1 ring-slate-200">
        Try other words, another category, or one of the other sections.
      </EmptyState>
    ) : (
      <EmptyState art="emptyPlan" title="No items here yet" className="rounded-2xl bg-white ring-1 ring-slate-200">
        New content appears here as soon as our editors publish it.
      </EmptyState>
    )
  }
  const tab = data.tab as LibraryTab
  return (
    <div className="space-y-4">
      {data.filtering ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {countOf(list.total, 'item')} in {TAB_LABELS[tab]}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((item) => (
          <LibraryCard key={item.id} item={item} />
        ))}
      </div>
      {list.total_pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          {list.page > 1 ? (
            <Link to={href(data.query, tab, list.page - 1)} className={buttonClass('secondary')}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">
            Page {list.page} of {list.total_pages}
          </span>
          {list.page < list.total_pages ? (
            <Link to={href(data.query, tab, list.page + 1)} className={buttonClass('secondary')}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}
