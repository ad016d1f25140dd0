import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

import { Logo } from '~/components/Logo'

/** A page reached from an e-mail, signed in or not (reset your password, unsubscribe): the logo, one card. */
export function PublicPage({ brand, title, titleId, children }: { brand: string; title: string; titleId: string; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <Link to="/" className="rounded-lg">
            <Logo brand={brand} />
          </Link>
        </div>
      </header>
      <main id="main" className="px-4 py-10 sm:py-16">
        <section aria-labelledby={titleId} className="card mx-auto max-w-md p-6 sm:p-8">
          <h1 id={titleId} className="font-display text-2xl text-brand-900">
            {title}
          </h1>
          <div className="mt-4">{children}</div>
        </section>
      </main>
    </>
  )
}
