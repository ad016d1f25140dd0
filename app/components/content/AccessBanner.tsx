import { Link } from '@remix-run/react'

import { buttonClass } from '~/components/ui/Button'

/** The access-level banner (doc 1 §6): what this tier gets; for {product}, an upgrade button. */
export function AccessBanner({ banner }: { banner: { title: string; text: string; upgrade: string | null } }) {
  return (
    <section
      aria-label="Your access"
      data-testid="access-banner"
      className={`flex flex-wrap items-center justify-between gap-4 rounded-2xl p-5 ${banner.upgrade ? 'bg-brand-50 ring-1 ring-brand-100' : 'bg-purple-50 ring-1 ring-purple-100'}`}
    >
      <div className="min-w-0 max-w-3xl">
        <h2 className="font-semibold text-slate-900">{banner.title}</h2>
        <p className="text-sm text-slate-700">{banner.text}</p>
        {banner.upgrade ? <p className="mt-1 text-sm text-slate-700">{banner.upgrade}</p> : null}
      </div>
      {banner.upgrade ? (
        <Link to="/upgrades" className={buttonClass('primary')}>
          Upgrade
        </Link>
      ) : null}
    </section>
  )
}
