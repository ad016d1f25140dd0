'use client'

import { usePathname } from 'next/navigation'

const LINKS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/customers', label: 'Customers' },
  { href: '/admin/media', label: 'Media' },
  { href: '/admin/content-review', label: 'Content review' },
]

/** The portal's areas (spec doc 2 §2, and content review), above Payload's own collection links. */
export function NavLinks() {
  const pathname = usePathname()
  return (
    <nav className="lib-nav" aria-label="Portal">
      <p className="lib-nav__label">Portal</p>
      <ul>
        {LINKS.map((link) => {
          const active = link.href === '/admin' ? pathname === '/admin' : pathname?.startsWith(link.href)
          return (
            <li key={link.href}>
              <a href={link.href} className={active ? 'lib-nav__link lib-nav__link--active' : 'lib-nav__link'} aria-current={active ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
