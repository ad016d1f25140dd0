import { Button } from '~/components/ui/Button'

export interface PlanView {
  tier: 'base' | 'plus'
  name: string
  price: string
  /** Costs nothing (no checkout, no card). */
  free: boolean
  trialDays: number
  features: string[]
}

/**
 * One plan: its name, monthly price, what it includes and one action. The
 * landing page's pricing (spec doc 1 §2 "Landing") and the upgrade screen
 * (§2 "Upgrade screen", §9) both show plans with it.
 */
export function PlanCard({
  id,
  name,
  price,
  free = false,
  features,
  highlighted,
  trialDays,
  current = false,
  heading: Heading = 'h2',
  actionLabel,
  busy = false,
  onChoose,
}: {
  /** Names the heading and the card for tests (`plan-<id>`). */
  id: string
  name: string
  price: string
  /** A free plan says so instead of its trial. */
  free?: boolean
  features: readonly string[]
  highlighted: boolean
  /** On the upgrade screen: the trial the plan starts with (0: none). */
  trialDays?: number
  current?: boolean
  heading?: 'h2' | 'h3'
  actionLabel: string
  busy?: boolean
  onChoose: () => void
}) {
  const headingId = `plan-${id}`
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`plan-${id}`}
      className={`flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ${highlighted ? 'ring-2 ring-plum-600' : 'ring-slate-200'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <Heading id={headingId} className="text-2xl font-bold text-slate-900">
          {name}
        </Heading>
        {current ? (
          <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">Current plan</span>
        ) : null}
      </div>
      <p className="mt-4">
        <span className="text-4xl font-extrabold text-slate-900">{price}</span>
        <span className="text-slate-600">/month</span>
      </p>
      {free ? (
        <p className="mt-1 text-sm font-medium text-slate-700">Free: no card needed</p>
      ) : trialDays !== undefined ? (
        <p className="mt-1 text-sm font-medium text-slate-700">
          {trialDays > 0 ? `${trialDays}-day free trial` : 'No trial: billed from the start'}
        </p>
      ) : null}
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-800">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-brand-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <Button className="mt-6 w-full" variant={highlighted ? 'primary' : 'secondary'} disabled={busy} onClick={onChoose}>
        {actionLabel}
      </Button>
    </section>
  )
}
