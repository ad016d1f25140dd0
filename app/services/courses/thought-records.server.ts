import type { Payload } from 'payload'

import { THOUGHT_RECORDS_MAX } from '../../domain/courses/course'
import type { ThoughtRecordInput } from '../../domain/courses/schemas'
import { conflict } from '../../lib/errors'
import { countOwn, createOwn, findOwnFields } from '../own-records.server'
import { getCourse } from './get-course.server'
import type { PublicThoughtRecord } from './public'

const FIELDS = ['situation', 'thought', 'calmer_thought', 'createdAt'] as const

/** GET /api/courses/:slug/thoughts: her thought records for the course, newest first. */
export async function listThoughtRecords(payload: Payload, customerId: string, slug: string): Promise<PublicThoughtRecord[]> {
  await getCourse(payload, slug)
  const docs = await findOwnFields(payload, customerId, 'thought-records', FIELDS, {
    where: { course: { equals: slug } },
    sort: '-createdAt',
    limit: THOUGHT_RECORDS_MAX,
  })
  return docs.map((d) => ({ id: d.id, situation: d.situation, thought: d.thought, calmer_thought: d.calmer_thought, created_at: d.createdAt }))
}

/** POST /api/courses/:slug/thoughts `{ situation, thought, calmer_thought }` → 201 with the record. */
export async function addThoughtRecord(payload: Payload, customerId: string, slug: string, input: ThoughtRecordInput): Promise<PublicThoughtRecord> {
  await getCourse(payload, slug)
  if ((await countOwn(payload, customerId, 'thought-records', { course: { equals: slug } })) >= THOUGHT_RECORDS_MAX) {
    throw conflict(`You have kept ${THOUGHT_RECORDS_MAX} thought records for this course, which is as many as it keeps.`)
  }
  const d = await createOwn(payload, customerId, 'thought-records', { course: slug, ...input })
  return { id: d.id, situation: d.situation, thought: d.thought, calmer_thought: d.calmer_thought, created_at: d.createdAt }
}
