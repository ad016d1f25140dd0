import { z } from 'zod'
import type { ProgressSummary } from '../../../types/payload-types'

import type { Env } from '../../lib/env.server'
import { type AiConsentState, mayUseAi } from '../../domain/account/ai-consent'
import { summaryPrompt, withGreeting } from '../../domain/ai/summary-prompt'
import type { CheckinEntry } from '../../domain/checkins'
import type { ProgressFacts } from '../../domain/progress'
import { writeBuiltinSummary } from '../../domain/progress-summary'
import type { SleepDayRelation } from '../../domain/sleep/next-day'
import { completeStructured, openaiClient } from '../../lib/openai.server'

export interface SummaryInput {
  name: string
  facts: ProgressFacts
  /** The period's check-ins, oldest first. */
  checkins: CheckinEntry[]
  /** How her sleep relates to her next days; null when she logs no sleep. */
  sleep?: SleepDayRelation | null
  /**
   * When her check-ins suggest she needs support: the signposting paragraph
   * that opens the advice in place of lifestyle tips. Null otherwise.
   */
  signposting?: string | null
  /** The last day of the period ('YYYY-MM-DD'): an AI prompt gives dates as days before it. */
  today: string
}

/** Writes a progress summary from the customer's last 30 days. */
export interface SummaryProvider {
  readonly source: ProgressSummary['source']
  write(input: SummaryInput): Promise<string>
}

export const builtinSummaryProvider: SummaryProvider = {
  source: 'builtin',
  write: async ({ facts, name, sleep, signposting }) => writeBuiltinSummary(facts, name, sleep ?? null, signposting ?? null),
}

const summarySchema = z.object({
  summary: z.string().trim().min(40).max(4000),
})

const SYSTEM_PROMPT = [
  'You write short progress summaries for a woman going through menopause, from her own daily check-ins',
  '(energy, sleep quality, mood: 1-10, higher is better; stress: 1-10, higher is worse; optional journal notes).',
  'Be warm, specific and encouraging. Use her numbers and dates: the trend of each rating, her best and hardest days,',
  'links you can see between sleep, stress and mood, and what seemed to help on her better days (from her notes).',
  'Only state what the data shows; do not invent events. Do not diagnose or give medical advice; where a rating is',
  'persistently poor, gently suggest talking to her GP or menopause specialist. Plain text, 3 to 5 short paragraphs,',
  'under 250 words, speaking to her as "you". Do not greet her or use any name: the app adds the greeting.',
  'Days are given as days_ago (0 is today); say "yesterday", "3 days ago" or "last week" rather than dates.',
  'When sleep_and_next_day is given, include one sentence on how her sleep relates to her next-day energy, mood and stress,',
  'using only its findings (or, when it is not ready, how many more paired days it needs).',
].join(' ')

/**
 * Added when her check-ins suggest she needs support. The reason is not sent
 * (nothing new about her leaves the app); the contacts are not the model's to
 * write: the app places its own signposting after the first paragraph, so the
 * numbers are always the checked ones.
 */
export const SIGNPOSTING_PROMPT = [
  'Her recent check-ins suggest she may be struggling and may need support.',
  'This time give no lifestyle tips (no diet, exercise, sleep-routine or supplement suggestions) and no "what to focus on next".',
  'Write the first paragraph as a short, warm overview of her numbers; the app places support contacts',
  '(her GP, Samaritans, Shout, NHS 111, 999) directly after your first paragraph, so do not write any phone numbers or',
  'services yourself and do not contradict them. Be gentle and calm; do not diagnose, do not quote distressing words from her notes,',
  'and do not tell her how she feels.',
].join(' ')

/** The signposting after the model's first paragraph (or after all of it, if it wrote one). */
export function withSignposting(summary: string, signposting: string): string {
  const [first, ...rest] = summary.trim().split(/\n\s*\n/)
  return [first, signposting, ...rest].join('\n\n')
}

/**
 * The OpenAI summariser: sends only what `summaryPrompt` keeps (no name, no
 * dates, journal notes only with `includeJournal`) and greets her by first
 * name once the text is back.
 */
export function openaiSummaryProvider(
  client: NonNullable<ReturnType<typeof openaiClient>>,
  model: string,
  options: { includeJournal: boolean },
): SummaryProvider {
  return {
    source: 'openai',
    async write({ name, facts, checkins, sleep, today, signposting }) {
      const user = JSON.stringify(summaryPrompt({ facts, checkins, sleep }, { today, includeJournal: options.includeJournal }))
      const { summary } = await completeStructured(client, model, {
        name: 'progress_summary',
        schema: summarySchema,
        system: signposting ? `${SYSTEM_PROMPT} ${SIGNPOSTING_PROMPT}` : SYSTEM_PROMPT,
        user,
        temperature: 0.6,
      })
      return withGreeting(name, signposting ? withSignposting(summary, signposting) : summary)
    },
  }
}

/** OpenAI only when a key is configured and her AI consent stands (issue 35); otherwise the built-in summariser. */
export function summaryProviderFor(settings: Env, consent: AiConsentState): SummaryProvider {
  const client = openaiClient(settings)
  return client && mayUseAi(consent) ? openaiSummaryProvider(client, settings.OPENAI_MODEL, { includeJournal: consent.include_journal }) : builtinSummaryProvider
}
