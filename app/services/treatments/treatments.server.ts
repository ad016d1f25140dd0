import type { Payload } from 'payload'

import { herToday } from '../../domain/calendar'
import { TREATMENTS_MAX } from '../../domain/treatments/options'
import { sortTreatments, treatmentDatesProblem, withDose, withStart, type DoseEntry, type PublicTreatment } from '../../domain/treatments/rules'
import type { TreatmentInput, TreatmentUpdate } from '../../domain/treatments/schemas'
import { withCustomerLock } from '../../lib/customer-lock.server'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { isRecordId } from '../../lib/ids'
import { countOwn, createOwn, deleteOwn, findOwn, getOwnOr404, updateOwn } from '../own-records.server'
import { toPublicTreatment } from './public'

const NOT_FOUND = 'Treatment not found'

/** GET /api/treatments: her list, current first, then the most recently started. Bounded by the cap on how many she keeps. */
export async function listTreatments(payload: Payload, customerId: string): Promise<PublicTreatment[]> {
  const docs = await findOwn(payload, customerId, 'treatments', { sort: '-started_on', limit: TREATMENTS_MAX })
  return sortTreatments(docs.map(toPublicTreatment))
}

/** POST /api/treatments: 400 for a start in the future or a stop before the start (her calendar). */
export async function addTreatment(payload: Payload, customerId: string, input: TreatmentInput, now = new Date()): Promise<PublicTreatment> {
  const today = herToday(input.time_zone, now)
  const dose_history: DoseEntry[] = [{ dose: input.dose, from: input.started_on }]
  const problem = treatmentDatesProblem({ started_on: input.started_on, stopped_on: input.stopped_on, dose_history }, today)
  if (problem) throw badRequest(problem)
  return withCustomerLock(customerId, async () => {
    if ((await countOwn(payload, customerId, 'treatments')) >= TREATMENTS_MAX) {
      throw conflict(`You can keep up to ${TREATMENTS_MAX} treatments. Delete ones you no longer need to add more.`)
    }
    const created = await createOwn(payload, customerId, 'treatments', {
      kind: input.kind,
      name: input.name,
      route: input.route,
      dose: input.dose,
      started_on: input.started_on,
      stopped_on: input.stopped_on,
      notes: input.notes,
      dose_history,
    })
    return toPublicTreatment(created)
  })
}

/**
 * PUT /api/treatments/{id} (partial). A new dose is a change on the
 * timeline from `dose_changed_on` (her today when not given), never an
 * overwrite; a dose given for a day that already has one corrects it. Moving
 * the start moves the starting dose with it. 404 for anyone else's id.
 */
export async function updateTreatment(payload: Payload, customerId: string, id: string, input: TreatmentUpdate, now = new Date()): Promise<PublicTreatment> {
  const today = herToday(input.time_zone, now)
  return withCustomerLock(customerId, async () => {
    const current = toPublicTreatment(await getOwnOr404(payload, customerId, 'treatments', id, NOT_FOUND))
    const started_on = input.started_on ?? current.started_on
    const stopped_on = input.stopped_on === undefined ? current.stopped_on : input.stopped_on
    let history = withStart(current.dose_history, started_on)
    if (started_on > today) throw badRequest('started_on: cannot be in the future')
    if (input.started_on !== undefined && history[1] && history[1].from < started_on) {
      throw badRequest(`started_on: cannot be after the dose change of ${history[1].from}`)
    }
    // The same dose again is no change: nothing is added to the timeline.
    if (input.dose !== undefined && input.dose !== current.dose) history = withDose(history, input.dose, input.dose_changed_on ?? today)
    const problem = treatmentDatesProblem({ started_on, stopped_on, dose_history: history }, today)
    if (problem) throw badRequest(problem)
    const updated = await updateOwn(
      payload,
      customerId,
      'treatments',
      current.id,
      {
        ...(input.kind !== undefined ? { kind: input.kind } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.route !== undefined ? { route: input.route } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        started_on,
        stopped_on,
        dose: history.at(-1)?.dose ?? '',
        dose_history: history,
      },
      NOT_FOUND,
    )
    return toPublicTreatment(updated)
  })
}

/** DELETE /api/treatments/{id}: 404 for anyone else's id. */
export async function deleteTreatment(payload: Payload, customerId: string, id: string): Promise<void> {
  if (!isRecordId(id)) throw notFound(NOT_FOUND)
  if (!(await deleteOwn(payload, customerId, 'treatments', id))) throw notFound(NOT_FOUND)
}

/** Whether she is taking HRT now (a current treatment of kind hrt): the assessment's `taking_hrt` starts as "Currently using it". */
export async function takingHrtNow(payload: Payload, customerId: string): Promise<boolean> {
  return (await countOwn(payload, customerId, 'treatments', { kind: { equals: 'hrt' }, stopped_on: { equals: null } })) > 0
}
