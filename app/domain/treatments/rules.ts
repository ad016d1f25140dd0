/**
 * Treatment rules (issue 30): what is current, the order a list is shown in,
 * the dose timeline (a change of dose is kept, never overwritten) and the
 * dates that must hold together. Pure: no clock, no database; "today" is
 * always her calendar day, passed in.
 */
import { DOSE_CHANGES_MAX, TREATMENT_ROUTE_LABELS, type TreatmentKind, type TreatmentRoute } from './options'

/** One dose and the day she started taking it. The first entry is the starting dose, on `started_on`. */
export interface DoseEntry {
  dose: string
  from: string
}

/** A treatment as the API answers it and every screen shows it. */
export interface PublicTreatment {
  id: string
  kind: TreatmentKind
  name: string
  route: TreatmentRoute
  /** The dose she takes now (the last on the timeline); empty when she gave none. */
  dose: string
  started_on: string
  stopped_on: string | null
  notes: string | null
  /** Every dose she has taken, oldest first; more than one entry means the dose changed. */
  dose_history: DoseEntry[]
  current: boolean
  created_at: string
  updated_at: string
}

/** A treatment is current until she records the day she stopped. */
export function isCurrent(t: { stopped_on?: string | null }): boolean {
  return !t.stopped_on
}

/** GET /api/treatments' order: current first, then the most recently started, then by name. */
export function sortTreatments<T extends { stopped_on?: string | null; started_on: string; name: string }>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) =>
      Number(isCurrent(b)) - Number(isCurrent(a)) ||
      (a.started_on < b.started_on ? 1 : a.started_on > b.started_on ? -1 : 0) ||
      a.name.localeCompare(b.name),
  )
}

/** Whether the treatment was being taken on `day` (its start and its last day included). */
export function activeOn(t: { started_on: string; stopped_on?: string | null }, day: string): boolean {
  return t.started_on <= day && (!t.stopped_on || t.stopped_on >= day)
}

/**
 * The timeline with a dose from `on`: kept in date order; a dose given for a
 * day that already has one replaces it (a correction, not a change).
 */
export function withDose(history: readonly DoseEntry[], dose: string, on: string): DoseEntry[] {
  const kept = history.filter((entry) => entry.from !== on)
  return [...kept, { dose, from: on }].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
}

/** The timeline after her start date moves: the starting dose moves with it. */
export function withStart(history: readonly DoseEntry[], startedOn: string): DoseEntry[] {
  if (history.length === 0) return history.slice()
  return [{ ...history[0], from: startedOn }, ...history.slice(1)]
}

export interface TreatmentDates {
  started_on: string
  stopped_on: string | null
  dose_history: readonly DoseEntry[]
}

/**
 * The first way the dates do not hold together, as a `{field}: {problem}`
 * detail for a 400, or null: nothing in the future (her today), no stop
 * before the start, every dose change between the start and the stop, at
 * most `DOSE_CHANGES_MAX` changes.
 */
export function treatmentDatesProblem(t: TreatmentDates, today: string, changedField = 'dose_changed_on'): string | null {
  if (t.started_on > today) return 'started_on: cannot be in the future'
  if (t.stopped_on !== null) {
    if (t.stopped_on > today) return 'stopped_on: cannot be in the future'
    if (t.stopped_on < t.started_on) return 'stopped_on: cannot be before started_on'
  }
  for (const entry of t.dose_history) {
    if (entry.from < t.started_on) return `${changedField}: cannot be before started_on`
    if (entry.from > today) return `${changedField}: cannot be in the future`
    if (t.stopped_on !== null && entry.from > t.stopped_on) return `${changedField}: cannot be after stopped_on`
  }
  if (t.dose_history.length - 1 > DOSE_CHANGES_MAX) return `dose: at most ${DOSE_CHANGES_MAX} dose changes can be kept on one treatment`
  return null
}

/** The dose in words, or a plain note that none was given. */
export function doseText(dose: string): string {
  return dose.trim() ? dose.trim() : 'dose not given'
}

export type MarkerKind = 'started' | 'dose_changed' | 'stopped'

/** A day on a chart where a treatment started, changed dose or stopped. */
export interface TreatmentMarker {
  date: string
  kind: MarkerKind
  /** 'Started Evorel Conti (patch)', 'Evorel 50: dose now 75 micrograms twice weekly'. */
  label: string
}

/**
 * The days within `first`–`last` (inclusive) on which a treatment started,
 * changed dose or stopped, oldest first: what charts mark. Supplements are
 * left out unless `withSupplements`: a GP asks about HRT and medicines.
 */
export function treatmentMarkers(
  treatments: readonly Pick<PublicTreatment, 'name' | 'route' | 'kind' | 'started_on' | 'stopped_on' | 'dose_history'>[],
  first: string,
  last: string,
  { withSupplements = false } = {},
): TreatmentMarker[] {
  const markers: TreatmentMarker[] = []
  const within = (day: string) => day >= first && day <= last
  for (const t of treatments) {
    if (t.kind === 'supplement' && !withSupplements) continue
    const route = TREATMENT_ROUTE_LABELS[t.route].toLowerCase()
    if (within(t.started_on)) markers.push({ date: t.started_on, kind: 'started', label: `Started ${t.name} (${route})` })
    for (const change of t.dose_history.slice(1)) {
      if (within(change.from)) markers.push({ date: change.from, kind: 'dose_changed', label: `${t.name}: dose changed to ${doseText(change.dose)}` })
    }
    if (t.stopped_on && within(t.stopped_on)) markers.push({ date: t.stopped_on, kind: 'stopped', label: `Stopped ${t.name}` })
  }
  return markers.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

