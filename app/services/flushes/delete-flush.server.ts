import type { Payload } from 'payload'

import { notFound } from '../../lib/errors'
import { isRecordId } from '../../lib/ids'
import { deleteOwn } from '../own-records.server'

/** DELETE /api/flushes/{id} (and the page's Undo): 404 for anyone else's id. */
export async function deleteFlush(payload: Payload, customerId: string, id: string): Promise<void> {
  if (!isRecordId(id) || !(await deleteOwn(payload, customerId, 'flushes', id))) throw notFound('Diary entry not found')
}
