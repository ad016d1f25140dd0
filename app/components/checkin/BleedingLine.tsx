import { Link } from '@remix-run/react'
import { useState } from 'react'

import { useTimeZone } from '~/components/time-zone'
import { BLEEDING_FLOW_LABELS, BLEEDING_FLOWS, type BleedingFlow } from '~/domain/treatments/options'

/**
 * The check-in's optional bleeding line (issue 30): the day's flow goes into
 * her bleeding log (the same log as My treatments); "None" leaves the day
 * without bleeding.
 */
export function BleedingLine({ initial, onChange }: { initial: BleedingFlow | null; onChange?: () => void }) {
  const [flow, setFlow] = useState<BleedingFlow | ''>(initial ?? '')
  const zone = useTimeZone()
  const choices: { value: BleedingFlow | ''; label: string }[] = [{ value: '', label: 'None' }, ...BLEEDING_FLOWS.map((f) => ({ value: f, label: BLEEDING_FLOW_LABELS[f] }))]
  return (
    <fieldset data-testid="checkin-bleeding">
      <legend className="font-semibold text-slate-900">
        Any bleeding or spotting? <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <input type="hidden" name="time_zone" value={zone} />
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((c) => (
          <label
            key={c.value || 'none'}
            className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${flow === c.value ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 text-slate-800'}`}
          >
            <input type="radio" name="bleeding_flow" value={c.value} checked={flow === c.value} onChange={() => {
                onChange?.()
                setFlow(c.value)
              }} className="accent-brand-700" />
            {c.label}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        Kept in your bleeding log on{' '}
        <Link to="/treatments" className="font-semibold text-brand-700 underline underline-offset-2">
          My treatments
        </Link>
        .
      </p>
    </fieldset>
  )
}
