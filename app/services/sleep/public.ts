import type { WearableDatum } from '../../../types/payload-types'
import type { SleepRecord } from '../../domain/sleep/rules'

/** A wearable data record as the API answers it (doc 2 §3), with the night it belongs to. */
export function toPublicWearable(record: WearableDatum): SleepRecord {
  return {
    id: record.id,
    data_type: record.data_type,
    value: record.value,
    unit: record.unit,
    recorded_at: new Date(record.recorded_at).toISOString(),
    source: record.source,
    night: record.night,
  }
}
