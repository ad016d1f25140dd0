import { Link } from '@remix-run/react'

import { TierBadge } from '~/components/TierBadge'
import { buttonClass } from '~/components/ui/Button'
import { useAppUser } from '~/lib/app-data'
import { useRootData } from '~/root'

export default function Dashboard() {
  const user = useAppUser()
  const { brand } = useRootData()
  const isBase = user.tier === brand

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Welcome back, {user.name}!</h1>
          <div className="mt-2">
            <TierBadge tier={user.tier} suffix=" Member" />
          </div>
        </div>
        {isBase ? (
          <Link to="/upgrades" className={buttonClass('primary')}>
            Upgrade
          </Link>
        ) : null}
      </div>

      <section className="rounded-3xl bg-gradient-to-r from-brand-600 to-plum-700 p-8 text-white shadow">
        <h2 className="text-2xl font-bold">Your Liberation Hub</h2>
        <p className="mt-2 max-w-2xl text-white/90">
          Check in each day, follow your meal plan and watch your progress build. Small steps, every day.
        </p>
      </section>
    </div>
  )
}
