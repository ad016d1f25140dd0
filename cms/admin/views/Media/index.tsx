import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { distributionStatus, RECIPIENT_TYPE_LABELS, type RecipientType } from '../../../../app/domain/admin/distributions'
import { formatFileSize } from '../../../../app/domain/admin/media'
import { ADMIN_MESSAGES, canSeeCustomerData } from '../../../../app/domain/admin/staff'
import { listDistributions, listLibrary, pageQuery } from '../../../../app/cms-bridge/admin-views.server'
import { env } from '../../../../app/lib/env.server'
import { Pager } from '../../components/Pager'
import { param, requireStaffView, staffTimeZone, ViewShell } from '../../components/ViewShell'
import { formatIn } from '../../../../app/domain/time-zone'
import { MediaCardActions } from './MediaCardActions'
import { UploadMediaButton } from './UploadDialog'
import { countOf } from '../../../../app/domain/plural'

/** The portal's Media (spec doc 2 §2): the Media Library card grid and the Distributions history. */
export async function MediaView(props: AdminViewServerProps) {
  const staff = requireStaffView(props)
  const payload = props.initPageResult.req.payload
  // Dates on the staff member's clock (the server runs in UTC).
  const zone = staffTimeZone(props)
  const day = (iso: string) => formatIn(iso, zone, 'day')
  const when = (iso: string | null) => (iso ? formatIn(iso, zone, 'dateTime') : '—')
  const wellness = canSeeCustomerData(staff.role)
  const tab = wellness && param(props.searchParams?.tab) === 'distributions' ? 'distributions' : 'library'
  const parsed = pageQuery.safeParse({ page: param(props.searchParams?.page) || undefined })
  const query = parsed.success ? parsed.data : pageQuery.parse({})
  const href = (page: number) => `/admin/media?${new URLSearchParams({ tab, page: String(page) })}`
  const brand = env().BRAND_NAME

  let body
  if (tab === 'library') {
    const library = await listLibrary(payload, query).catch(() => null)
    body = !library ? (
      <p className="lib-error" role="alert">{ADMIN_MESSAGES.libraryFailed}</p>
    ) : (
      <>
        {library.media_content.length === 0 ? <p className="lib-muted">No media yet. Upload the first file.</p> : null}
        <ul className="lib-grid" aria-label="Media library">
          {library.media_content.map((m) => (
            <li key={m.id} className="lib-card lib-media-card" data-testid="media-card">
              <div className="lib-media-card__top">
                <span className={`lib-badge lib-badge--${m.file_type}`}>{m.file_type}</span>
                {m.category ? <span className="lib-muted lib-small">{m.category}</span> : null}
              </div>
              <h3 className="lib-media-card__title">{m.title}</h3>
              {m.description ? <p className="lib-small">{m.description}</p> : null}
              <p className="lib-muted lib-small">
                {m.file_size ? formatFileSize(m.file_size) : 'Linked file'} · {day(m.created_at)}
              </p>
              {m.tags.length ? (
                <ul className="lib-tags" aria-label="Tags">
                  {m.tags.map((t) => <li key={t}>{t}</li>)}
                </ul>
              ) : null}
              <MediaCardActions media={{ id: m.id, title: m.title, file_url: m.file_url }} canSend={wellness} brand={brand} />
            </li>
          ))}
        </ul>
        <Pager page={query.page} pages={library.total_pages} href={href} />
      </>
    )
  } else {
    const history = await listDistributions(payload, query).catch(() => null)
    body = !history ? (
      <p className="lib-error" role="alert">{ADMIN_MESSAGES.distributionsFailed}</p>
    ) : (
      <>
        {history.distributions.length === 0 ? <p className="lib-muted">Nothing has been distributed yet.</p> : null}
        <ul className="lib-list" aria-label="Distributions">
          {history.distributions.map((d) => {
            const status = distributionStatus(d.sent_at)
            return (
              <li key={d.id} className="lib-card lib-distribution" data-testid="distribution-row">
                <div className="lib-distribution__head">
                  <h3 className="lib-media-card__title">{d.title}</h3>
                  <span className={status === 'Sent' ? 'lib-badge lib-badge--ok' : 'lib-badge lib-badge--warn'}>{status}</span>
                </div>
                <p className="lib-small">
                  {d.media_title} <span className={`lib-badge lib-badge--${d.media_type}`}>{d.media_type}</span>
                </p>
                {d.message ? <p className="lib-small">{d.message}</p> : null}
                <p className="lib-muted lib-small">
                  {RECIPIENT_TYPE_LABELS[d.recipient_type as RecipientType]}
                  {d.recipient_ids.length ? `: ${d.recipient_ids.join(', ')}` : ''} · {countOf(d.recipient_count, 'recipient')} · {d.view_count} viewed
                </p>
                <p className="lib-muted lib-small">{d.sent_at ? `Sent ${when(d.sent_at)}` : `Scheduled for ${when(d.scheduled_for)}`}</p>
              </li>
            )
          })}
        </ul>
        <Pager page={query.page} pages={history.total_pages} href={href} />
      </>
    )
  }

  return (
    <ViewShell props={props} title="Media">
      <div className="lib-toolbar">
        <div role="tablist" className="lib-tabs" aria-label="Media">
          <Link role="tab" aria-selected={tab === 'library'} className={tab === 'library' ? 'lib-tab lib-tab--active' : 'lib-tab'} href="/admin/media?tab=library">
            Media Library
          </Link>
          {wellness ? (
            <Link role="tab" aria-selected={tab === 'distributions'} className={tab === 'distributions' ? 'lib-tab lib-tab--active' : 'lib-tab'} href="/admin/media?tab=distributions">
              Distributions
            </Link>
          ) : null}
        </div>
        {tab === 'library' ? <UploadMediaButton /> : null}
      </div>
      {body}
    </ViewShell>
  )
}
