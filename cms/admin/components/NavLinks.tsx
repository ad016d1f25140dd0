'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { portalAreasFor } from '../../../app/domain/admin/staff'
import type { StaffRole } from '../../../app/domain/staff'

/**
 * The portal's areas this staff member can use (spec doc 2 §2, and content
 * review), above Payload's own collection links. Hiding an area is only
 * tidiness: each view checks the role again on the server. Links move
 * between views inside the admin's app, without reloading the page.
 */
export function NavLinks() {
  const pathname = usePathname()
  const { user } = useAuth<{ role?: StaffRole }>()
  return (
    <nav className="lib-nav" aria-label="Portal">
      <p className="lib-nav__label">Portal</p>
      <ul>
        {portalAreasFor(user?.role).map((link) => {
          const active = link.href === '/admin' ? pathname === '/admin' : pathname?.startsWith(link.href)
          return (
            <li key={link.href}>
              <Link href={link.href} className={active ? 'lib-nav__link lib-nav__link--active' : 'lib-nav__link'} aria-current={active ? 'page' : undefined}>
                {link.title}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
