import { Link } from '@remix-run/react'

import { buttonClass } from '~/components/ui/Button'

/** The dashboard's one-tap way into the hot-flush diary. */
export function LogFlushAction() {
  return (
    <section aria-labelledby="log-flush" className="card flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
      <div>
        <h2 id="log-flush" className="text-xl text-slate-900">
          Having a hot flush?
        </h2>
        <p className="text-slate-700">One tap logs it, so you and your GP can see whether treatment is helping.</p>
      </div>
      <Link to="/flushes" className={buttonClass('primary', 'min-h-11 px-5 text-base')} data-testid="log-flush-action">
        Log a hot flush
      </Link>
    </section>
  )
}
