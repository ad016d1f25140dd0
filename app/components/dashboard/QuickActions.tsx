import { Link } from '@remix-run/react'

import { Icon, type IconName } from '~/components/ui/icons'

/** The dashboard's five quick actions (spec doc 1 §2), in the spec's order. */
export const QUICK_ACTIONS: readonly { to: string; title: string; text: string; icon: IconName; tint: string }[] = [
  { to: '/checkin', title: 'Daily Check-in', text: 'Rate your energy, sleep, stress and mood.', icon: 'checkin', tint: 'bg-brand-50 text-brand-700' },
  { to: '/questionnaire', title: 'Health Assessment', text: 'Track your symptoms over time.', icon: 'assessment', tint: 'bg-plum-50 text-plum-700' },
  { to: '/meal-plans', title: 'Meal Plans', text: 'AI meal plans for your symptoms.', icon: 'meals', tint: 'bg-sage-50 text-sage-700' },
  { to: '/grocery-list', title: 'Grocery List', text: 'Your shopping list and nearby stores.', icon: 'grocery', tint: 'bg-peach-50 text-amber-800' },
  { to: '/progress', title: 'Progress', text: 'Trends, insights and your AI summary.', icon: 'progress', tint: 'bg-brand-50 text-brand-700' },
]

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-4 text-2xl text-slate-900">
        Quick Actions
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {QUICK_ACTIONS.map((action, i) => (
          <li key={action.to} className={i === QUICK_ACTIONS.length - 1 ? 'col-span-2 lg:col-span-1' : ''}>
            <Link
              to={action.to}
              className="card group flex h-full flex-col gap-3 p-4 transition hover:-translate-y-0.5 hover:shadow-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-5"
            >
              <span className={`inline-flex h-11 w-11 items-center justify-center rounded-2xl ${action.tint}`}>
                <Icon name={action.icon} className="h-6 w-6" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 group-hover:text-brand-800">{action.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{action.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
