/**
 * What a progress summary sends to the AI provider (issue 35): the least it
 * needs. No name, e-mail, date of birth, ids or timestamps; dates only as
 * days before today; journal notes only when she agreed to include them, at
 * most JOURNAL_NOTE_MAX_CHARS of each. Her first name is put in front of the
 * text after it comes back (`withGreeting`). Pure: unit tested against every
 * field a check-in carries.
 */
import { JOURNAL_NOTE_MAX_CHARS } from '../account/ai-consent'
import { daysBetween, type CheckinEntry } from '../checkins'
import type { ProgressFacts } from '../progress'
import type { SleepDayRelation } from '../sleep/next-day'

export interface SummaryPromptInput {
  facts: ProgressFacts
  /** The period's check-ins, oldest first. */
  checkins: readonly CheckinEntry[]
  sleep?: SleepDayRelation | null
}

export interface SummaryPromptOptions {
  /** The day the period ends on ('YYYY-MM-DD'): every date is sent as days before it. */
  today: string
  includeJournal: boolean
}

function ratings(c: CheckinEntry) {
  return { energy: c.energy_level, sleep: c.sleep_quality, mood: c.mood, stress: c.stress_level }
}

function note(text: string | null | undefined): string | null {
  const trimmed = text?.trim()
  return trimmed ? trimmed.slice(0, JOURNAL_NOTE_MAX_CHARS) : null
}

/** The sleep findings without anything that names a night. */
function sleepFindings(sleep: SleepDayRelation) {
  if (!sleep.ready) return { ready: false, pairs: sleep.pairs, needed: sleep.needed, sentences: sleep.sentences }
  return {
    ready: true,
    pairs: sleep.pairs,
    long_nights: sleep.long_nights,
    short_nights: sleep.short_nights,
    hours_correlation: sleep.hours_correlation,
    quality_correlation: sleep.quality_correlation,
    comparisons: sleep.comparisons,
    sentences: sleep.sentences,
  }
}

/** The user message of a summary request, as a plain object (sent as JSON). */
export function summaryPrompt(input: SummaryPromptInput, options: SummaryPromptOptions) {
  const ago = (date: string) => daysBetween(date, options.today)
  const { facts } = input
  const day = (c: CheckinEntry) => ({ days_ago: ago(c.date), ...ratings(c) })
  return {
    period: { days: facts.count, first_day_ago: ago(facts.periodStart), last_day_ago: ago(facts.periodEnd) },
    statistics: {
      count: facts.count,
      averages: facts.averages,
      trends: facts.trends,
      links: facts.links,
      longest_run: facts.longestRun,
      ...(facts.days ? { best_day: day(facts.days.best), hardest_day: day(facts.days.hardest) } : {}),
      ...(options.includeJournal
        ? { better_day_notes: facts.goodDayNotes.map((n) => ({ days_ago: ago(n.date), note: note(n.note) })).filter((n) => n.note) }
        : {}),
    },
    check_ins: input.checkins.map((c) => {
      const text = options.includeJournal ? note(c.journal_entry) : null
      return { ...day(c), ...(text ? { note: text } : {}) }
    }),
    ...(input.sleep ? { sleep_and_next_day: sleepFindings(input.sleep) } : {}),
  }
}

/** Her first name, put in front of the text the provider wrote (it never sees the name). */
export function withGreeting(name: string, text: string): string {
  const first = name.trim().split(/\s+/)[0]
  return first ? `Hi ${first},\n\n${text.trim()}` : text.trim()
}
