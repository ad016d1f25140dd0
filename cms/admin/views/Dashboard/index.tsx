import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { ADMIN_MESSAGES, canSeeCustomerData } from '../../../../app/domain/admin/staff'
import { dashboardStats } from '../../../../app/cms-bridge/admin-views.server'
import { env } from '../../../../app/lib/env.server'
import { requireStaffView, staffTimeZone, ViewShell } from '../../components/ViewShell'
import { timeIn } from '../../../../app/domain/time-zone'
import { RefreshButton } from './RefreshButton'
import { countOf } from '../../../../app/domain/plural'

/** The portal's Dashboard (spec doc 2 §2): four cards, the tier distribution and Refresh. */
export async function DashboardView(props: AdminViewServerProps) {
  const staff = requireStaffView(props)
  // Editors have no Dashboard (customer figures): the portal opens on the media library for them.
  if (!canSeeCustomerData(staff.role)) redirect('/admin/media')
  const stats = await dashboardStats(props.initPageResult.req.payload, env().BRAND_NAME).catch((error: unknown) => {
    props.initPageResult.req.payload.logger.error({ err: error, msg: 'Dashboard stats failed' })
    return null
  })
  if (!stats) {
    return (
      <ViewShell props={props} title="Dashboard" framed={false}>
        <div className="lib-toolbar">
          <p className="lib-error" role="alert">
            {ADMIN_MESSAGES.statsFailed}
          </p>
          <RefreshButton />
        </div>
      </ViewShell>
    )
  }
  const tiers = Object.entries(stats.tier_distribution)
  const percent = (n: number) => (stats.total_customers ? Math.round((n / stats.total_customers) * 1000) / 10 : 0)
  const cards = [
    { label: 'Total Customers', value: stats.total_customers.toLocaleString('en-GB') },
    { label: 'Active Users', value: stats.active_users.toLocaleString('en-GB'), hint: 'Any check-in, assessment or log in the last 30 days' },
    { label: 'Recent Signups', value: stats.recent_registrations.toLocaleString('en-GB'), hint: 'Joined in the last 7 days' },
    { label: 'Assessment Rate', value: `${stats.questionnaire_completion_rate}%`, hint: 'Customers with a comprehensive assessment' },
  ]
  return (
    <ViewShell props={props} title="Dashboard" framed={false}>
      <div className="lib-toolbar">
        <p className="lib-muted">Figures as of {timeIn(new Date(), staffTimeZone(props))}</p>
        <RefreshButton />
      </div>
      <section className="lib-cards" aria-label="Key figures">
        {cards.map((card) => (
          <div className="lib-card lib-stat" key={card.label} data-testid={`stat-${card.label.toLowerCase().replace(/\s+/g, '-')}`}>
            <p className="lib-stat__label">{card.label}</p>
            <p className="lib-stat__value">{card.value}</p>
            {card.hint ? <p className="lib-muted lib-small">{card.hint}</p> : null}
          </div>
        ))}
      </section>
      <section className="lib-card" aria-labelledby="tiers-heading">
        <h2 id="tiers-heading" className="lib-section-title">
          Tier distribution
        </h2>
        <ul className="lib-tiers">
          {tiers.map(([name, count]) => (
            <li key={name} className="lib-tier" data-testid="tier-row">
              <div className="lib-tier__head">
                <span className={`lib-badge lib-badge--${name.endsWith('+') ? 'plus' : 'base'}`}>{name}</span>
                <span>
                  {count.toLocaleString('en-GB')} ({percent(count)}%)
                </span>
              </div>
              <div
                className="lib-bar"
                role="img"
                aria-label={`${name}: ${countOf(count, 'customer')}, ${percent(count)} percent`}
              >
                <span className={`lib-bar__fill lib-bar__fill--${name.endsWith('+') ? 'plus' : 'base'}`} style={{ width: `${percent(count)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </ViewShell>
  )
}
