/**
 * Doc 2 §3: the sleep form's notes are kept on this device and never sent.
 * Stored in localStorage by night ('YYYY-MM-DD').
 */
const KEY = 'sleep-notes'

export function readSleepNotes(): Record<string, string> {
  try {
    const raw = window.localStorage.getItem(KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

export function saveSleepNote(night: string, note: string): Record<string, string> {
  const notes = readSleepNotes()
  if (note.trim()) notes[night] = note.trim()
  else delete notes[night]
  try {
    window.localStorage.setItem(KEY, JSON.stringify(notes))
  } catch {
    // Storage full or disabled: the note is simply not kept.
  }
  return notes
}
