import { ValidationError, type Payload } from 'payload'

import { herToday } from '../../domain/calendar'
import { BLEEDING_LIST_MAX } from '../../domain/treatments/options'
import type { BleedingInput } from '../../domain/treatments/schemas'
import { badRequest, notFound } from '../../lib/errors'
import { isRecordId } from '../../lib/ids'
import { createOwn, deleteOwn, findOneOwn, findOwn, updateOwn } from '../own-records.server'
import { toPublicBleeding, type PublicBleedingDay } from './public'

const NOT_FOUND = 'Bleeding entry not found'

/** GET /api/bleeding: her days, newest first. */
export async function listBleeding(payload: Payload, customerId: string, limit: number): Promise<PublicBleedingDay[]> {
  const docs = await findOwn(payload, customerId, 'bleeding-logs', { sort: '-date', limit: Math.min(limit, BLEEDING_LIST_MAX) })
  return docs.map(toPublicBleeding)
}

/**
 * Her days from `first` (inclusive), newest first, bounded by the range (one
 * entry a day) and by the cap: what the safety review and the report need.
 */
export async function bleedingSince(payload: Payload, customerId: string, first: string): Promise<PublicBleedingDay[]> {
  const docs = await findOwn(payload, customerId, 'bleeding-logs', { where: { date: { greater_than_equal: first } }, sort: '-date', limit: BLEEDING_LIST_MAX })
  return docs.map(toPublicBleeding)
}

/** Her latest bleeding day before `day`, if any: the last period before a range that is read. */
export async function latestBleedingBefore(payload: Payload, customerId: string, day: string): Promise<PublicBleedingDay | null> {
  const doc = await findOneOwn(payload, customerId, 'bleeding-logs', { date: { less_than: day } }, '-date')
  return doc ? toPublicBleeding(doc) : null
}

function findDay(payload: Payload, customerId: string, date: string) {
  return findOneOwn(payload, customerId, 'bleeding-logs', { date: { equals: date } })
}

/**
 * POST /api/bleeding: one entry per day; the same day logged again takes the
 * new flow (`replaced`). No day after her today. The unique (customer, date)
 * index decides races, as for check-ins.
 */
export async function recordBleeding(
  payload: Payload,
  customerId: string,
  input: BleedingInput,
  now = new Date(),
): Promise<{ entry: PublicBleedingDay; replaced: boolean }> {
  if (input.date > herToday(input.time_zone, now)) throw badRequest('date: cannot be in the future')
  const update = async (id: string) => toPublicBleeding(await updateOwn(payload, customerId, 'bleeding-logs', id, { flow: input.flow }, NOT_FOUND))
  const existing = await findDay(payload, customerId, input.date)
  if (existing) return { entry: await update(existing.id), replaced: true }
  try {
    const created = await createOwn(payload, customerId, 'bleeding-logs', { date: input.date, flow: input.flow })
    return { entry: toPublicBleeding(created), replaced: false }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const winner = await findDay(payload, customerId, input.date)
    if (!winner) throw error
    return { entry: await update(winner.id), replaced: true }
  }
}

/** The entry of one day, if she logged one (the check-in form shows it). */
export async function bleedingOn(payload: Payload, customerId: string, date: string): Promise<PublicBleedingDay | null> {
  const doc = await findDay(payload, customerId, date)
  return doc ? toPublicBleeding(doc) : null
}

/** Removes the entry of one day, if there is one (the check-in form's "No bleeding"). */
export async function clearBleedingOn(payload: Payload, customerId: string, date: string): Promise<void> {
  const doc = await findDay(payload, customerId, date)
  if (doc) await deleteOwn(payload, customerId, 'bleeding-logs', doc.id)
}

/** DELETE /api/bleeding/{id}: 404 for anyone else's id. */
export async function deleteBleeding(payload: Payload, customerId: string, id: string): Promise<void> {
  if (!isRecordId(id) || !(await deleteOwn(payload, customerId, 'bleeding-logs', id))) throw notFound(NOT_FOUND)
}
