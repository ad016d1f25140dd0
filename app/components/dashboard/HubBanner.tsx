import { Link } from '@remix-run/react'

import { buttonClass } from '~/components/ui/Button'
import { Illustration } from '~/components/ui/Illustration'

/** 'Your Liberation Hub' (spec doc 1 §2): the dashboard's banner, with the day's first step. */
export function HubBanner({ action = "Today's check-in" }: { action?: string }) {
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-plum-700 text-white shadow-card">
      <div className="relative z-10 max-w-xl p-6 sm:p-8">
        <h2 className="text-2xl sm:text-3xl">Your Liberation Hub</h2>
        <p className="mt-2 text-white/90">
          Check in each day, follow your meal plan and watch your progress build. Small steps, every day.
        </p>
        <Link
          to="/checkin"
          className={buttonClass('inverse', 'mt-5 px-5 py-2.5')}
        >
          {action}
        </Link>
      </div>
      <Illustration name="hero" className="pointer-events-none absolute -bottom-6 right-0 hidden h-56 w-auto opacity-95 md:block lg:right-8" />
    </section>
  )
}
