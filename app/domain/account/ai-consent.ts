/**
 * AI processing as its own consent (issue 35). Nothing of hers goes to an AI
 * provider unless she said yes in these words; her journal notes only when
 * she also ticked the journal phrase. Pure and browser-safe: the in-context
 * question, the /account section and the server that records the consent
 * all read the words from here, so what is recorded is what she saw.
 */
import { wordingVersion, type ConsentGiven, type ConsentRecordLike } from './consents'

/** The longest part of one journal note that is ever sent (the most recent 30 days only). */
export const JOURNAL_NOTE_MAX_CHARS = 500

/** Where she was asked: the page she answered on, or the API. */
export const AI_CONSENT_SOURCES = ['progress', 'meal_plans', 'account', 'api'] as const
export type AiConsentSource = (typeof AI_CONSENT_SOURCES)[number]

export const AI_CONSENT_SOURCE_NAMES: Record<AiConsentSource, string> = {
  progress: 'Progress page',
  meal_plans: 'Meal plans page',
  account: 'Account page',
  api: 'app',
}

export const AI_CONSENT_QUESTION = 'Would you like AI to write your progress summaries and meal plans?'

/** The one sentence on what is sent and to whom. */
export function aiConsentSentence(brand: string): string {
  return (
    `To write them, ${brand} sends OpenAI, in the United States, your check-in ratings and logged sleep from the last 30 days and the symptoms, ` +
    'health priorities and dietary needs from your latest assessment: never your name, e-mail address or date of birth.'
  )
}

export const AI_JOURNAL_PHRASE = `Include my journal notes (up to ${JOURNAL_NOTE_MAX_CHARS} characters of each) in what is sent for my progress summaries.`
export const AI_AGREE_PHRASE = 'Yes, let AI write them'
export const AI_DECLINE_PHRASE = 'No thanks'

/** The exact words she agreed to: the question, the sentence, the journal phrase when ticked, and her answer. */
export function aiConsentWording(brand: string, includeJournal: boolean): string {
  return [AI_CONSENT_QUESTION, aiConsentSentence(brand), includeJournal ? AI_JOURNAL_PHRASE : null, AI_AGREE_PHRASE].filter(Boolean).join('\n')
}

export function aiConsentGiven(brand: string, includeJournal: boolean): ConsentGiven & { include_journal: boolean } {
  const wording = aiConsentWording(brand, includeJournal)
  return { kind: 'ai_processing', wording, wording_version: wordingVersion(wording), include_journal: includeJournal }
}

/**
 * Where she stands: never asked, said no thanks (not asked again in
 * context), agreed, or agreed and later withdrew.
 */
export const AI_CONSENT_STATUSES = ['not_asked', 'declined', 'agreed', 'withdrawn'] as const
export type AiConsentStatus = (typeof AI_CONSENT_STATUSES)[number]

export interface AiConsentRecordLike extends ConsentRecordLike {
  include_journal?: boolean | null
}

export interface AiConsentState {
  /** Whether this service has an AI provider configured at all; without one nothing is asked. */
  offered: boolean
  status: AiConsentStatus
  /** Only while agreed: whether her journal notes go too. */
  include_journal: boolean
}

/**
 * Her standing from her newest `ai_processing` record and the time she said
 * no thanks (customers.ai_processing_declined_at). A later agreement outranks
 * an earlier "no thanks"; a "no thanks" after a withdrawal changes nothing.
 */
export function aiConsentState(offered: boolean, newest: AiConsentRecordLike | null | undefined, declinedAt: string | null | undefined): AiConsentState {
  if (newest?.status === 'agreed') return { offered, status: 'agreed', include_journal: !!newest.include_journal }
  if (newest?.status === 'withdrawn') return { offered, status: 'withdrawn', include_journal: false }
  return { offered, status: declinedAt ? 'declined' : 'not_asked', include_journal: false }
}

/** Asked in context (progress, meal plans) only once, only where AI is configured, never after an answer. */
export function shouldAskForAi(state: AiConsentState): boolean {
  return state.offered && state.status === 'not_asked'
}

/** Whether anything of hers may go to the AI provider now. */
export function mayUseAi(state: AiConsentState): boolean {
  return state.offered && state.status === 'agreed'
}

export const AI_MESSAGES = {
  given: 'Thank you. AI will write your next progress summary and meal plan.',
  givenWithJournal: 'Thank you. AI will write your next progress summary (with your journal notes) and meal plan.',
  declined: 'No problem: the app keeps writing your summaries and meal plans itself.',
  /** Said beside a summary the built-in writer wrote. */
  builtinSummary: 'Written by the app from your check-ins',
  openaiSummary: 'Written by AI (OpenAI) from your check-ins, with your consent',
  builtinPlan: 'Made by the app from your answers and check-ins',
  openaiPlan: 'Made by AI (OpenAI) from your answers and check-ins, with your consent',
  /** Why a plan being written by AI stopped part way. */
  withdrawnDuringPlan: 'AI consent was withdrawn while the recipes were being written',
} as const
