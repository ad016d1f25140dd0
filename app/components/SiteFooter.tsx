import { Link, NavLink } from '@remix-run/react'

import { SUPPORT_MESSAGES, SUPPORT_PAGE_PATH } from '~/domain/wellbeing/messages'

/** Links every page carries at its foot. */
const FOOTER_LINKS = [{ to: '/privacy', label: 'Privacy notice' }] as const

/**
 * The foot of every page (root.tsx, error pages included): the way to
 * support, always one link away; what the service is not; where her data goes.
 */
export function SiteFooter({ brand }: { brand: string | null }) {
  return (
    <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600">
      <p>
        <Link to={SUPPORT_PAGE_PATH} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700">
          {SUPPORT_MESSAGES.linkText}
        </Link>
      </p>
      <p className="mt-2">{brand ? `© ${brand}. ` : ''}Support for information only; not a substitute for medical advice.</p>
      <nav aria-label="About this site" className="mt-2">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  )
}
