'use client'

import { useEffect, useState } from 'react'

import { CONSENT_MESSAGES } from '../../../../app/domain/account/consents'
import { ADMIN_MESSAGES } from '../../../../app/domain/admin/staff'
import { countOf } from '../../../../app/domain/plural'
import { formatIn } from '../../../../app/domain/time-zone'
import { formatFileSize } from '../../../../app/domain/admin/media'
import type { AdminAnswer } from '../../../../app/cms-bridge/admin-api'
import { BLEEDING_FLOW_LABELS, TREATMENT_KIND_LABELS, TREATMENT_ROUTE_LABELS } from '../../../../app/domain/treatments/options'
import { doseText } from '../../../../app/domain/treatments/rules'
import { adminCall } from '../../api'
import { Dialog, FormError } from '../../components/Dialog'

type Details = AdminAnswer<'GET customers/:id/details'>
type Assessment = AdminAnswer<'GET customers/:id/questionnaires'>[number]
type Checkin = AdminAnswer<'GET customers/:id/checkins'>[number]
type CustomerMedia = AdminAnswer<'GET customers/:id/media'>
type Treatment = AdminAnswer<'GET customers/:id/treatments'>[number]
type BleedingDay = AdminAnswer<'GET customers/:id/bleeding'>[number]
type Tab = 'overview' | 'assessments' | 'checkins' | 'media' | 'treatments' | 'bleeding'

// Dates as people read them (this view renders in the staff member's browser, on her clock); a
// check-in's or bleeding day's 'YYYY-MM-DD' is the customer's own calendar day and is shown as that day.
const staffZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const when = (iso: string | null) => (iso ? formatIn(iso, staffZone(), 'dateTime') : '—')
const day = (iso: string) => formatIn(iso, staffZone(), 'day')
const words = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase())


/** The answers of an assessment, shown as question and answer pairs. */
function Answers({ value }: { value: unknown }) {
  if (value === null || typeof value !== 'object') return <span>{String(value ?? '—')}</span>
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i + 1), v] as const) : Object.entries(value as Record<string, unknown>)
  return (
    <dl className="lib-answers">
      {entries.map(([key, v]) => (
        <div key={key}>
          <dt>{words(key)}</dt>
          <dd>{v !== null && typeof v === 'object' ? <Answers value={v} /> : String(v ?? '—')}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A customer who withdrew her data-sharing consent: the dialog says so and reads nothing (issue 18). */
function ConsentWithdrawn({ at }: { at: string }) {
  return (
    <div className="lib-notice" role="status" data-testid="consent-withdrawn">
      <p className="lib-strong">Consent withdrawn on {when(at)}</p>
      <p>{CONSENT_MESSAGES.hiddenFromStaff}</p>
    </div>
  )
}

/** View: the customer-details dialog with tabs (spec doc 2 §2, §3). Each tab is read when opened. */
export function CustomerDetailsButton({ id, name, consentWithdrawnAt }: { id: string; name: string; consentWithdrawnAt: string | null }) {
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState<Tab>('overview')
  const [details, setDetails] = useState<Details | null>(null)
  const [assessments, setAssessments] = useState<Assessment[] | null>(null)
  const [checkins, setCheckins] = useState<Checkin[] | null>(null)
  const [media, setMedia] = useState<CustomerMedia | null>(null)
  const [treatments, setTreatments] = useState<Treatment[] | null>(null)
  const [bleeding, setBleeding] = useState<BleedingDay[] | null>(null)
  const [openAssessment, setOpenAssessment] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!open || consentWithdrawnAt) return
    setError(null)
    const fail = (e: unknown) => setError(e instanceof Error ? e.message : ADMIN_MESSAGES.customerDetailsFailed)
    const failed = ADMIN_MESSAGES.customerDetailsFailed
    if (!details) adminCall('GET customers/:id/details', { id }, failed).then(setDetails, fail)
    if (tab === 'assessments' && !assessments) adminCall('GET customers/:id/questionnaires', { id }, failed).then(setAssessments, fail)
    if (tab === 'checkins' && !checkins) adminCall('GET customers/:id/checkins', { id }, failed).then(setCheckins, fail)
    if (tab === 'media' && !media) adminCall('GET customers/:id/media', { id }, failed).then(setMedia, fail)
    if (tab === 'treatments' && !treatments) adminCall('GET customers/:id/treatments', { id }, failed).then(setTreatments, fail)
    if (tab === 'bleeding' && !bleeding) adminCall('GET customers/:id/bleeding', { id }, failed).then(setBleeding, fail)
  }, [open, consentWithdrawnAt, tab, id, details, assessments, checkins, media, treatments, bleeding])

  const tabs: { key: Tab; label: string }[] = [
    { key: 'overview', label: 'Overview' },
    { key: 'assessments', label: `Assessments (${details?.questionnaire_count ?? '…'})` },
    { key: 'checkins', label: `Check-ins (${details?.checkin_count ?? '…'})` },
    { key: 'media', label: `Media (${details?.media_count ?? '…'}${details?.unread_media_count ? `, ${details.unread_media_count} unread` : ''})` },
    { key: 'treatments', label: `Treatments (${details?.treatment_count ?? '…'})` },
    { key: 'bleeding', label: `Bleeding (${details?.bleeding_count ?? '…'})` },
  ]

  return (
    <>
      <button type="button" className="lib-button lib-button--small" onClick={() => setOpen(true)} aria-label={`View ${name}`}>
        View
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={details ? details.user.name : consentWithdrawnAt ? name : 'Customer details'} wide>
        {consentWithdrawnAt ? (
          <ConsentWithdrawn at={consentWithdrawnAt} />
        ) : (
          <>
            <div role="tablist" className="lib-tabs" aria-label="Customer details">
              {tabs.map((t) => (
                <button
                  key={t.key}
                  type="button"
                  role="tab"
                  aria-selected={tab === t.key}
                  className={tab === t.key ? 'lib-tab lib-tab--active' : 'lib-tab'}
                  onClick={() => setTab(t.key)}
                >
                  {t.label}
                </button>
              ))}
            </div>
            <div role="tabpanel" className="lib-tabpanel">
              <FormError message={error} />
              {tab === 'overview' ? (
                details ? (
                  <dl className="lib-facts">
                    <div><dt>Name</dt><dd>{details.user.name}</dd></div>
                    <div><dt>Email</dt><dd>{details.user.email}</dd></div>
                    <div><dt>Tier</dt><dd>{details.user.tier}</dd></div>
                    <div><dt>Joined</dt><dd>{day(details.user.created_at)}</dd></div>
                    <div><dt>Profile</dt><dd>{details.user.profile_completed ? 'Complete' : 'Incomplete'}</dd></div>
                    <div><dt>Last activity</dt><dd>{when(details.last_activity)}</dd></div>
                    <div><dt>Assessments</dt><dd>{details.questionnaire_count}</dd></div>
                    <div><dt>Check-ins</dt><dd>{details.checkin_count}</dd></div>
                    <div><dt>Recent streak</dt><dd>{countOf(details.progress_summary.recent_streak, 'day')}</dd></div>
                    <div><dt>Average mood</dt><dd>{details.progress_summary.avg_mood ?? '—'}{details.progress_summary.avg_mood !== null ? ' / 10' : ''}</dd></div>
                  </dl>
                ) : (
                  <p className="lib-muted">Loading…</p>
                )
              ) : null}
              {tab === 'assessments' ? (
                !assessments ? (
                  <p className="lib-muted">Loading…</p>
                ) : assessments.length === 0 ? (
                  <p className="lib-muted">No assessments yet.</p>
                ) : (
                  <ul className="lib-list">
                    {assessments.map((a) => (
                      <li key={a.id}>
                        <button type="button" className="lib-link-button" aria-expanded={openAssessment === a.id} onClick={() => setOpenAssessment(openAssessment === a.id ? null : a.id)}>
                          {words(a.assessment_type)} · {when(a.completed_at)}
                          {a.is_baseline ? ' · baseline' : ''}
                        </button>
                        {a.report_url ? (
                          <>
                            {' '}
                            <a className="lib-button lib-button--ghost lib-button--small" href={a.report_url} target="_blank" rel="noreferrer">
                              PDF report
                            </a>
                      </>
                    ) : null}
                    {openAssessment === a.id ? <Answers value={a.responses} /> : null}
                  </li>
                ))}
              </ul>
            )
          ) : null}
          {tab === 'checkins' ? (
            !checkins ? (
              <p className="lib-muted">Loading…</p>
            ) : checkins.length === 0 ? (
              <p className="lib-muted">No check-ins yet.</p>
            ) : (
              <div className="lib-table-wrap" role="region" aria-label="Check-ins table" tabIndex={0}>
                <table className="lib-table">
                  <thead>
                    <tr><th scope="col">Date</th><th scope="col">Energy</th><th scope="col">Sleep</th><th scope="col">Stress</th><th scope="col">Mood</th><th scope="col">Journal</th></tr>
                  </thead>
                  <tbody>
                    {checkins.map((c) => (
                      <tr key={c.id}>
                        <td>{day(c.date)}</td><td>{c.energy_level}</td><td>{c.sleep_quality}</td><td>{c.stress_level}</td><td>{c.mood}</td>
                        <td className="lib-small">{c.journal_entry ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          ) : null}
          {tab === 'media' ? (
            !media ? (
              <p className="lib-muted">Loading…</p>
            ) : media.media_content.length === 0 ? (
              <p className="lib-muted">No media sent yet.</p>
            ) : (
              <ul className="lib-list">
                {media.media_content.map((m) => (
                  <li key={m.id} className="lib-media-row">
                    <div>
                      <span className="lib-strong">{m.media?.title ?? m.notification.title}</span>{' '}
                      <span className="lib-badge">{m.media?.file_type ?? '—'}</span>{' '}
                      <span className={m.viewed ? 'lib-badge lib-badge--ok' : 'lib-badge lib-badge--warn'}>{m.viewed ? 'Viewed' : 'Unread'}</span>
                    </div>
                    <div className="lib-muted lib-small">
                      Campaign “{m.notification.title}” · received {when(m.received_at)} · viewed {when(m.viewed_at)}
                      {m.media ? ` · ${formatFileSize(m.media.file_size)}` : ''}
                    </div>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          {tab === 'treatments' ? <TreatmentsTab treatments={treatments} /> : null}
          {tab === 'bleeding' ? <BleedingTab days={bleeding} /> : null}
        </div>
          </>
        )}
      </Dialog>
    </>
  )
}

/** Her treatments, read-only: what she takes, how, the dose now and every change (issue 30). */
function TreatmentsTab({ treatments }: { treatments: Treatment[] | null }) {
  if (!treatments) return <p className="lib-muted">Loading…</p>
  if (treatments.length === 0) return <p className="lib-muted">No treatments recorded.</p>
  return (
    <div className="lib-table-wrap" role="region" aria-label="Treatments table" tabIndex={0}>
      <table className="lib-table">
        <thead>
          <tr><th scope="col">Treatment</th><th scope="col">Kind</th><th scope="col">Route</th><th scope="col">Dose now</th><th scope="col">Started</th><th scope="col">Stopped</th></tr>
        </thead>
        <tbody>
          {treatments.map((t) => (
            <tr key={t.id}>
              <td>
                <div className="lib-strong">{t.name}</div>
                {t.dose_history.length > 1 ? (
                  <div className="lib-muted lib-small">
                    {t.dose_history.map((d) => `${d.from}: ${doseText(d.dose)}`).join(' → ')}
                  </div>
                ) : null}
                {t.notes ? <div className="lib-small">{t.notes}</div> : null}
              </td>
              <td>{TREATMENT_KIND_LABELS[t.kind]}</td>
              <td>{TREATMENT_ROUTE_LABELS[t.route]}</td>
              <td>{doseText(t.dose)}</td>
              <td>{t.started_on}</td>
              <td>{t.stopped_on ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Her bleeding log, read-only, newest first (issue 30). */
function BleedingTab({ days }: { days: BleedingDay[] | null }) {
  if (!days) return <p className="lib-muted">Loading…</p>
  if (days.length === 0) return <p className="lib-muted">No bleeding logged.</p>
  return (
    <div className="lib-table-wrap" role="region" aria-label="Bleeding log table" tabIndex={0}>
      <table className="lib-table">
        <thead>
          <tr><th scope="col">Day</th><th scope="col">Flow</th></tr>
        </thead>
        <tbody>
          {days.map((b) => (
            <tr key={b.id}><td>{day(b.date)}</td><td>{BLEEDING_FLOW_LABELS[b.flow]}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
