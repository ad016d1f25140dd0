import type { AdminViewServerProps } from 'payload'

import { formatReviewDay } from '../../../../app/domain/content/review'
import { listContentReview, reviewQuery, type ReviewItem } from '../../../../app/cms-bridge/admin-views.server'
import { Pager } from '../../components/Pager'
import { param, requireStaffView, ViewShell } from '../../components/ViewShell'

function Dates({ item }: { item: ReviewItem }) {
  return (
    <p className="lib-muted lib-small">
      {item.tab} · {item.reviewed_on ? `Last reviewed ${formatReviewDay(item.reviewed_on)}` : 'Never reviewed'}
      {item.review_due_on ? ` · Review was due ${formatReviewDay(item.review_due_on)}` : ''}
    </p>
  )
}

/**
 * Content review (all staff roles): the library items editors must check
 * again against their sources, because their review date has passed or they
 * were never reviewed, and the starter items an update of the starter
 * library left alone because editors had changed them.
 */
export async function ContentReviewView(props: AdminViewServerProps) {
  requireStaffView(props)
  const payload = props.initPageResult.req.payload
  const parsed = reviewQuery.safeParse({ page: param(props.searchParams?.page) || undefined })
  const review = await listContentReview(payload, parsed.success ? parsed.data : reviewQuery.parse({})).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'Content review list failed' })
    return null
  })

  return (
    <ViewShell props={props} title="Content review">
      <div className="lib-review">
        <p className="lib-muted">
          Health information goes out of date. An item stays here until an editor has checked it against its sources and set a new
          &ldquo;Last reviewed&rdquo; date, which customers see on the item.
        </p>
        {!review ? (
          <p className="lib-error" role="alert">
            Failed to load the review list
          </p>
        ) : (
          <>
            {review.changed_starter.length ? (
              <section className="lib-card" aria-labelledby="starter-heading" data-testid="starter-review">
                <h2 id="starter-heading" className="lib-section-title">
                  Starter items you had changed ({review.changed_starter.length})
                </h2>
                <p className="lib-small">
                  The starter library was updated for current guidance. These items had been edited here, so they were left exactly as
                  they are. Bring each in line with the change described, then set its &ldquo;Last reviewed&rdquo; date.
                </p>
                <ul className="lib-list">
                  {review.changed_starter.map((item) => (
                    <li key={item.id} className="lib-card" data-testid="starter-review-row">
                      <h3 className="lib-media-card__title">
                        <a href={item.admin_url}>{item.title}</a>
                      </h3>
                      <Dates item={item} />
                      <p className="lib-small">
                        <span className="lib-strong">What changed in the starter text: </span>
                        {item.changes}
                      </p>
                      <p className="lib-muted lib-small">Listed {formatReviewDay(item.listed_on)}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="due-heading" data-testid="review-due">
              <h2 id="due-heading" className="lib-section-title">
                Past their review date ({review.total_due.toLocaleString('en-GB')})
              </h2>
              {review.due.length === 0 ? (
                <p className="lib-muted">Nothing published is past its review date.</p>
              ) : (
                <ul className="lib-list">
                  {review.due.map((item) => (
                    <li key={item.id} className="lib-card" data-testid="review-due-row">
                      <div className="lib-distribution__head">
                        <h3 className="lib-media-card__title">
                          <a href={item.admin_url}>{item.title}</a>
                        </h3>
                        <span className="lib-badge lib-badge--warn">{item.reviewed_on ? 'Overdue' : 'No review date'}</span>
                      </div>
                      <Dates item={item} />
                    </li>
                  ))}
                </ul>
              )}
              {review.total_pages > 1 ? <Pager page={review.page} pages={review.total_pages} href={(n) => `/admin/content-review?page=${n}`} /> : null}
            </section>
          </>
        )}
      </div>
    </ViewShell>
  )
}
