import { Button } from '~/components/ui/Button'

export interface PlanView {
  tier: 'base' | 'plus'
  name: string
  price: string
  trialDays: number
  features: string[]
}

/** One plan on the upgrade screen (spec doc 1 §2, §9). */
export function PlanCard({
  plan,
  current,
  busy,
  actionLabel,
  onChoose,
}: {
  plan: PlanView
  current: boolean
  busy: boolean
  actionLabel: string
  onChoose: () => void
}) {
  const headingId = `plan-${plan.tier}`
  const highlighted = plan.tier === 'plus'
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`plan-${plan.tier}`}
      className={`flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ${highlighted ? 'ring-2 ring-plum-600' : 'ring-slate-200'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {plan.name}
        </h2>
        {current ? (
          <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">Current plan</span>
        ) : null}
      </div>
      <p className="mt-4">
        <span className="text-4xl font-extrabold text-slate-900">{plan.price}</span>
        <span className="text-slate-600">/month</span>
      </p>
      <p className="mt-1 text-sm font-medium text-slate-700">
        {plan.trialDays > 0 ? `${plan.trialDays}-day free trial` : 'No trial: billed from the start'}
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-800">
        {plan.features.map((feature) => (
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
