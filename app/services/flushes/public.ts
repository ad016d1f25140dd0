import type { Flush } from '../../../types/payload-types'
import { FLUSH_TRIGGERS, type FlushKind, type FlushSeverity, type FlushTrigger } from '../../domain/flushes/options'
import type { FlushEntry } from '../../domain/flushes/summary'

/** A diary entry as the API answers it and the pages show it. */
export interface PublicFlush extends FlushEntry {
  id: string
  severity: FlushSeverity
  kind: FlushKind
  triggers: FlushTrigger[]
  client_id: string
  created_at: string
}

/** The stored triggers, kept to the known list (a JSON field holds what it was given). */
export function storedTriggers(value: unknown): FlushTrigger[] {
  if (!Array.isArray(value)) return []
  return value.filter((t): t is FlushTrigger => typeof t === 'string' && (FLUSH_TRIGGERS as readonly string[]).includes(t))
}

export function toPublicFlush(f: Flush): PublicFlush {
  return {
    id: f.id,
    occurred_at: f.occurred_at,
    severity: f.severity,
    kind: f.kind,
    triggers: storedTriggers(f.triggers),
    client_id: f.client_id,
    created_at: f.createdAt,
  }
}
