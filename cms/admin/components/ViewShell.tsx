import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type React from 'react'

import type { StaffRole } from '../../../app/domain/staff'
import type { User } from '../../payload-types'

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

const AREAS = [
  { title: 'Dashboard', href: '/admin' },
  { title: 'Customers', href: '/admin/customers' },
  { title: 'Media', href: '/admin/media' },
  { title: 'Content review', href: '/admin/content-review' },
] as const

/** The portal's areas (spec doc 2 §2, and content review), shown on every width (Payload folds its nav away below 1440 px). */
function PortalTabs({ active }: { active: string }) {
  return (
    <nav className="lib-areas" aria-label="Portal areas">
      {AREAS.map((area) => (
        <a key={area.href} href={area.href} className={area.title === active ? 'lib-area lib-area--active' : 'lib-area'} aria-current={area.title === active ? 'page' : undefined}>
          {area.title}
        </a>
      ))}
    </nav>
  )
}

export function ViewShell({ props, title, children, framed = true }: { props: AdminViewServerProps; title: (typeof AREAS)[number]['title']; children: React.ReactNode; framed?: boolean }) {
  const { initPageResult, params, searchParams } = props
  const { req, permissions, visibleEntities, locale } = initPageResult
  const page = (
    <Gutter>
      <div className="lib-portal">
        <PortalTabs active={title} />
        <h1 className="lib-portal__title">{title}</h1>
        {children}
      </div>
    </Gutter>
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
