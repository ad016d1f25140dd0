/** What /treatments says when she changes something (issue 30). */
export const TREATMENT_MESSAGES = {
  saveFailed: 'That could not be saved. Please try again.',
  added: 'Treatment added.',
  saved: 'Treatment updated.',
  doseChanged: 'Dose change saved. The earlier dose stays on the timeline.',
  stopped: 'Marked as stopped.',
  restarted: 'Marked as current again.',
  deleted: 'Treatment deleted.',
  bleedLogged: 'Bleeding logged.',
  bleedReplaced: 'That day’s bleeding updated.',
  bleedDeleted: 'Bleeding entry deleted.',
} as const

const FIELD_WORDS: Record<string, string> = {
  kind: 'Kind',
  name: 'Name',
  route: 'How you take it',
  dose: 'Dose',
  dose_changed_on: 'Date of the change',
  started_on: 'Start date',
  stopped_on: 'Stop date',
  notes: 'Notes',
  date: 'Day',
  flow: 'Flow',
}

/** An API detail ('started_on: cannot be in the future') in the words of the form she filled in. */
export function formDetail(detail: string): string {
  const match = /^([a-z_]+): (.*)$/.exec(detail)
  if (!match || !FIELD_WORDS[match[1]]) return detail
  const rest = match[2].replace(/\bstarted_on\b/g, 'the start date').replace(/\bstopped_on\b/g, 'the stop date')
  return `${FIELD_WORDS[match[1]]}: ${rest}`
}
