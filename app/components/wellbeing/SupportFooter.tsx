import { Link } from '@remix-run/react'

import { SUPPORT_MESSAGES, SUPPORT_PAGE_PATH } from '~/domain/wellbeing/messages'

/** The foot of every customer page: the way to support, always one link away. */
export function SupportFooter({ brand, className = '' }: { brand: string; className?: string }) {
  return (
    <footer className={`border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600 ${className}`}>
      <p>
        <Link to={SUPPORT_PAGE_PATH} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700">
          {SUPPORT_MESSAGES.linkText}
        </Link>
      </p>
      <p className="mt-2">© {brand}. Support for information only; not a substitute for medical advice.</p>
    </footer>
  )
}
