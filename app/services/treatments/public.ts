import type { BleedingLog, Treatment } from '../../../types/payload-types'
import type { BleedingDay } from '../../domain/treatments/bleeding'
import { isCurrent, type DoseEntry, type PublicTreatment } from '../../domain/treatments/rules'

/** A treatment as the API answers it and the pages show it (issue 30). */
export function toPublicTreatment(t: Treatment): PublicTreatment {
  const history: DoseEntry[] = (t.dose_history ?? []).map((entry) => ({ dose: entry.dose ?? '', from: entry.from }))
  return {
    id: t.id,
    kind: t.kind,
    name: t.name,
    route: t.route,
    dose: t.dose ?? '',
    started_on: t.started_on,
    stopped_on: t.stopped_on ?? null,
    notes: t.notes ?? null,
    dose_history: history.length ? history : [{ dose: t.dose ?? '', from: t.started_on }],
    current: isCurrent(t),
    created_at: t.createdAt,
    updated_at: t.updatedAt,
  }
}

export interface PublicBleedingDay extends BleedingDay {
  id: string
  created_at: string
}

export function toPublicBleeding(b: BleedingLog): PublicBleedingDay {
  return { id: b.id, date: b.date, flow: b.flow, created_at: b.createdAt }
}
