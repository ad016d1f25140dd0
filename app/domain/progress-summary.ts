/**
 * The built-in progress summariser: writes the summary from the customer's own
 * 30-day facts when no AI provider is configured. Every sentence comes from the
 * data; nothing is canned beyond the phrasing.
 */
import { formatDay, journalExcerpt, RATING_LABELS, type CheckinEntry, type RatingField } from './checkins'
import { keyInsights, type ProgressFacts, type RatingLink, type RatingTrend } from './progress'
import type { SleepDayRelation } from './sleep/next-day'
import { countOf } from './plural'

const NAMES: Record<RatingField, string> = {
  energy_level: 'energy',
  sleep_quality: 'sleep',
  stress_level: 'stress',
  mood: 'mood',
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function ratings(c: CheckinEntry): string {
  return `energy ${c.energy_level}, sleep ${c.sleep_quality}, mood ${c.mood}, stress ${c.stress_level}`
}

function trendSentence(trends: RatingTrend[]): string | null {
  if (trends.length === 0) return null
  const improving = trends.filter((t) => t.direction === 'improving')
  const declining = trends.filter((t) => t.direction === 'declining')
  const steady = trends.filter((t) => t.direction === 'steady')
  const describe = (t: RatingTrend) =>
    t.field === 'stress_level'
      ? `stress has ${t.direction === 'improving' ? 'eased' : 'risen'} (from ${t.earlier} to ${t.later})`
      : `${NAMES[t.field]} has ${t.direction === 'improving' ? 'lifted' : 'dipped'} (from ${t.earlier} to ${t.later})`
  const parts: string[] = []
  if (improving.length) parts.push(`Comparing the first half of this period with the second, ${list(improving.map(describe))}.`)
  if (declining.length) {
    parts.push(
      `${improving.length ? 'On the other hand' : 'Comparing the first half of this period with the second'}, ${list(declining.map(describe))}, so ${declining.length > 1 ? 'these are' : 'this is'} worth keeping an eye on.`,
    )
  }
  if (steady.length) {
    const names = steady.map((t) => `${NAMES[t.field]} (around ${t.later})`)
    parts.push(`${improving.length || declining.length ? 'Meanwhile' : 'Across the period'} ${list(names)} ${steady.length > 1 ? 'have' : 'has'} held steady.`)
  }
  return parts.join(' ')
}

function linkSentence(link: RatingLink): string | null {
  const difference = Math.abs(link.whenGood - link.otherwise)
  if (difference < 0.5) return null
  const outcome = NAMES[link.outcome]
  const goodDays = link.driver === 'stress_level' ? 'calmer days (stress 4 or below)' : `days you rated your ${NAMES[link.driver]} 7 or more`
  const helps = link.whenGood > link.otherwise
  return `On ${goodDays}, your ${outcome} averaged ${link.whenGood}, compared with ${link.otherwise} on other days${
    helps ? ` — ${link.driver === 'stress_level' ? 'keeping stress down' : `better ${NAMES[link.driver]}`} seems to lift your ${outcome}.` : '.'
  }`
}

/** What to focus on next, what is going well, or that her ratings sit in the middle. */
function adviceParagraph(a: ProgressFacts['averages']): string {
  const insights = keyInsights(a)
  if (insights.focusAreas.length) return `Something to focus on next: ${insights.recommendations[0]}`
  if (insights.strengths.length) {
    return `What is going well: ${list(insights.strengths.map((s) => s.charAt(0).toLowerCase() + s.slice(1)))}. Keep doing what is working for you.`
  }
  return `Your ${list(Object.keys(NAMES).map((f) => RATING_LABELS[f as RatingField].toLowerCase()))} sit in the middle range; daily check-ins will show which small changes move them.`
}

/**
 * Writes a warm, specific summary of the facts; `name` personalises the
 * opening. `sleep` (for customers who log sleep) adds how her nights relate
 * to her next days, or how many more paired days that needs. `signposting`
 * (when her check-ins suggest she needs support) follows the opening, and
 * no lifestyle tips are given.
 */
export function writeBuiltinSummary(
  facts: ProgressFacts,
  name: string,
  sleep: SleepDayRelation | null = null,
  signposting: string | null = null,
): string {
  const firstName = name.trim().split(/\s+/)[0] || 'there'
  const a = facts.averages
  const paragraphs: string[] = []

  paragraphs.push(
    `Hi ${firstName}, over the last 30 days you checked in on ${countOf(facts.count, 'day')}` +
      ` (${formatDay(facts.periodStart, { weekday: false })} to ${formatDay(facts.periodEnd, { weekday: false })})` +
      `${facts.longestRun > 1 ? `, with a longest run of ${facts.longestRun} days in a row` : ''}.` +
      ` Your averages were energy ${a.energy_level}/10, sleep ${a.sleep_quality}/10, mood ${a.mood}/10 and stress ${a.stress_level}/10.`,
  )

  if (signposting) paragraphs.push(signposting)

  const trends = trendSentence(facts.trends)
  if (trends) paragraphs.push(trends)

  if (facts.days) {
    paragraphs.push(
      `Your strongest day was ${formatDay(facts.days.best.date)} (${ratings(facts.days.best)}), and the hardest was ${formatDay(facts.days.hardest.date)} (${ratings(facts.days.hardest)}).`,
    )
  }

  const links = facts.links.map(linkSentence).filter((s): s is string => s !== null)
  if (links.length) paragraphs.push(links.join(' '))

  if (facts.goodDayNotes.length) {
    const notes = facts.goodDayNotes.map((n) => `“${journalExcerpt(n.note, 80)}” (${formatDay(n.date, { weekday: false })})`)
    paragraphs.push(`On your better days you wrote: ${list(notes)}. These may point to what helps you most.`)
  }

  if (sleep) paragraphs.push(`Sleep and your next days: ${sleep.sentences.join(' ')}`)

  // Her next step: support when she needs it, otherwise what her averages suggest.
  if (!signposting) paragraphs.push(adviceParagraph(a))

  return paragraphs.join('\n\n')
}
