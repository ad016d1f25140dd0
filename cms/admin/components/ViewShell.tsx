import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type React from 'react'

import { portalAreasFor, type PortalAreaTitle } from '../../../app/domain/admin/staff'
import { requestTimeZoneOrDefault } from '../../../app/cms-bridge/admin-views.server'
import type { StaffRole } from '../../../app/domain/staff'
import type { User } from '../../../types/payload-types'

/**
 * The frame of every portal view: Payload's default template (navigation and
 * header) around a titled page. Payload's custom views are reachable by anyone
 * who knows the address, so each one checks the staff role here, on the
 * server, before anything is read.
 */
export function staffOf(props: AdminViewServerProps): User | null {
  const user = props.initPageResult.req.user as (User & { collection?: string }) | null
  return user && user.collection === 'users' ? user : null
}

export function requireStaffView(props: AdminViewServerProps): User {
  const staff = staffOf(props)
  if (!staff) redirect('/admin/login')
  return staff
}

/**
 * The portal's areas (spec doc 2 §2, and content review) this staff member
 * can use, shown on every width (Payload folds its nav away below 1440 px).
 */
function PortalTabs({ active, role }: { active: string; role: StaffRole | null | undefined }) {
  return (
    <nav className="lib-areas" aria-label="Portal areas">
      {portalAreasFor(role).map((area) => (
        <Link key={area.href} href={area.href} className={area.title === active ? 'lib-area lib-area--active' : 'lib-area'} aria-current={area.title === active ? 'page' : undefined}>
          {area.title}
        </Link>
      ))}
    </nav>
  )
}

/** Each view's content is the page's main landmark (Payload's template has none). */
export function ViewShell({ props, title, children, framed = true }: { props: AdminViewServerProps; title: PortalAreaTitle; children: React.ReactNode; framed?: boolean }) {
  const { initPageResult, params, searchParams } = props
  const { req, permissions, visibleEntities, locale } = initPageResult
  const page = (
    <main className="lib-main">
      <Gutter>
        <div className="lib-portal">
          <PortalTabs active={title} role={staffOf(props)?.role} />
          <h1 className="lib-portal__title">{title}</h1>
          {children}
        </div>
      </Gutter>
    </main>
  )
  // The dashboard replaces Payload's own, which Payload already frames.
  if (!framed) return page
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
      viewActions={req.payload.config.admin.components?.actions}
    >
      {page}
    </DefaultTemplate>
  )
}

export function NotAllowed({ role }: { role: StaffRole }) {
  return (
    <div className="lib-notice" role="alert">
      <p>
        Your role ({role === 'editor' ? 'Editor' : role}) manages library content only. Customer data is for wellness staff.
      </p>
      <p>
        <a href="/admin/media">Go to the media library</a>
      </p>
    </div>
  )
}

export function param(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
}

/**
 * The zone a portal view writes its dates and times in: the one this browser
 * reported to the site (the `tz` cookie), else Europe/London. These views
 * render on the server, which runs in UTC.
 */
export function staffTimeZone(props: AdminViewServerProps): string {
  return requestTimeZoneOrDefault(props.initPageResult.req)
}
