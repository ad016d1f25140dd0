import type { Checkin } from '../../../types/payload-types'

/** The spec's Check-in (doc 1 §3), as every answer and page shows it. */
export function toPublicCheckin(c: Checkin) {
  return {
    id: c.id,
    date: c.date,
    energy_level: c.energy_level,
    sleep_quality: c.sleep_quality,
    stress_level: c.stress_level,
    mood: c.mood,
    journal_entry: c.journal_entry ?? null,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  }
}

export type PublicCheckin = ReturnType<typeof toPublicCheckin>
