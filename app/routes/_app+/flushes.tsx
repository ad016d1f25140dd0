import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRevalidator } from '@remix-run/react'
import { useCallback } from 'react'

import { FlushFigures } from '~/components/flushes/FlushFigures'
import { FlushLogger } from '~/components/flushes/FlushLogger'
import { PageHeader } from '~/components/ui/PageHeader'
import { FLUSH_KIND_LABELS, FLUSH_SEVERITY_LABELS, FLUSH_TRIGGER_LABELS } from '~/domain/flushes/options'
import { formatIn } from '~/domain/time-zone'
import { requireCustomer } from '~/lib/session.server'
import { requestTimeZoneOrDefault } from '~/lib/time-zone.server'
import { flushFigures } from '~/services/flushes/flush-figures.server'
import { listFlushes } from '~/services/flushes/list-flushes.server'

export const meta: MetaFunction = () => [{ title: 'Hot flush diary' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const zone = requestTimeZoneOrDefault(request)
  const [figures, recent] = await Promise.all([
    flushFigures(context.payload, customer.id, zone),
    listFlushes(context.payload, customer.id, 2, zone),
  ])
  return { customer: customer.id, zone, ...figures, recent }
}

export default function FlushesPage() {
  const { customer, zone, summary, markers, recent } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const refresh = useCallback(() => revalidator.revalidate(), [revalidator])
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader title="Log a hot flush" eyebrow="Hot flush diary">
        Tap as it happens: counting them as they come is what shows whether a treatment is working.
      </PageHeader>
      <FlushLogger customer={customer} onSaved={refresh} />

      <section aria-labelledby="figures" className="space-y-3">
        <h2 id="figures" className="text-2xl text-slate-900">
          Your figures
        </h2>
        <FlushFigures summary={summary} markers={markers} />
      </section>

      <section aria-labelledby="recent" className="space-y-3">
        <h2 id="recent" className="text-2xl text-slate-900">
          Today and yesterday
        </h2>
        {recent.length === 0 ? (
          <p className="text-slate-700">Nothing logged yet.</p>
        ) : (
          <ul className="card divide-y divide-slate-100" data-testid="recent-flushes">
            {recent.map((f) => (
              <li key={f.id} className="flex flex-wrap justify-between gap-2 p-3">
                <span>
                  <strong>{FLUSH_SEVERITY_LABELS[f.severity]}</strong> {FLUSH_KIND_LABELS[f.kind].toLowerCase()}
                  {f.triggers.length ? `: ${f.triggers.map((t) => FLUSH_TRIGGER_LABELS[t].toLowerCase()).join(', ')}` : ''}
                </span>
                <span className="text-slate-600">{formatIn(f.occurred_at, zone, 'weekdayTime')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
