/**
 * Consent on record (issue 18): the consent a questionnaire asks for is kept
 * as a record of what she agreed to, in the words she saw, and can be
 * withdrawn. Pure rules, shared by the server and the /account page.
 */
import type { Answers, QuestionnaireDefinition } from '../questionnaire/types'

/**
 * `data_sharing` is given in a questionnaire; `ai_processing` (issue 35) is
 * asked on its own, in context, and is the only way anything of hers reaches
 * an AI provider (app/domain/account/ai-consent.ts).
 */
export const CONSENT_KINDS = ['data_sharing', 'ai_processing'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

export const CONSENT_STATUSES = ['agreed', 'withdrawn'] as const
export type ConsentStatus = (typeof CONSENT_STATUSES)[number]

/** What each kind of consent is, in the customer's words. */
export const CONSENT_KIND_NAMES: Record<ConsentKind, string> = {
  data_sharing: 'Processing your answers and sharing them with your healthcare provider',
  ai_processing: 'AI writing your progress summaries and meal plans',
}

export const CONSENT_MESSAGES = {
  nothingToWithdraw: 'There is no data-sharing consent to withdraw.',
  withdrawn: 'Your data-sharing consent is withdrawn. Wellness staff no longer see your data.',
  /** The staff API's answer for a customer who withdrew it. */
  hiddenFromStaff: 'This customer has withdrawn her consent to share her data, so her records are not shown to staff.',
} as const

/** What withdrawing each kind answers, and the refusal when there is nothing agreed to withdraw. */
export const WITHDRAW_MESSAGES: Record<ConsentKind, { withdrawn: string; nothingToWithdraw: string }> = {
  data_sharing: { withdrawn: CONSENT_MESSAGES.withdrawn, nothingToWithdraw: CONSENT_MESSAGES.nothingToWithdraw },
  ai_processing: {
    withdrawn: 'Your AI consent is withdrawn. Nothing more of yours goes to OpenAI; the app writes your summaries and meal plans itself.',
    nothingToWithdraw: 'There is no AI consent to withdraw.',
  },
}

/** The consent a submission gives: its kind, the exact words and their version. */
export interface ConsentGiven {
  kind: ConsentKind
  wording: string
  wording_version: string
  /** AI consent only: whether her journal notes may go with her ratings. */
  include_journal?: boolean
}

/**
 * The consent in a valid submission of `definition`: the consent question's
 * page introduction, the question and the phrase she ticked, as shown. Null
 * when the questionnaire asks for no consent or the phrase is not ticked.
 */
export function consentInSubmission(definition: QuestionnaireDefinition, answers: Answers): ConsentGiven | null {
  for (const rule of definition.submit) {
    if (rule.rule !== 'consent') continue
    const answer = answers[rule.question]
    if (!Array.isArray(answer) || !answer.includes(rule.phrase)) continue
    for (const page of definition.sections.flatMap((s) => s.pages)) {
      const question = page.questions.find((q) => q.id === rule.question)
      if (!question) continue
      const wording = [page.intro, question.text, rule.phrase].filter(Boolean).join('\n')
      return { kind: 'data_sharing', wording, wording_version: wordingVersion(wording) }
    }
  }
  return null
}

/**
 * A short version name that changes whenever the words change (FNV-1a over
 * the text): two records with the same version were agreed to in the same
 * words, without anyone having to remember to bump a number.
 */
export function wordingVersion(wording: string): string {
  let hash = 0x811c9dc5
  for (const char of wording) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `w-${hash.toString(16).padStart(8, '0')}`
}

export interface ConsentRecordLike {
  kind: ConsentKind
  status: ConsentStatus
  agreed_at: string
  withdrawn_at?: string | null
}

/** Her current consent of each kind: the most recently agreed record, withdrawn or not. */
export function currentConsents<R extends ConsentRecordLike>(records: readonly R[]): Partial<Record<ConsentKind, R>> {
  const current: Partial<Record<ConsentKind, R>> = {}
  for (const record of records) {
    const seen = current[record.kind]
    if (!seen || record.agreed_at > seen.agreed_at) current[record.kind] = record
  }
  return current
}

/**
 * Whether staff may see her data: unless she has withdrawn the data-sharing
 * consent (a customer who never answered a questionnaire has withdrawn
 * nothing). A later questionnaire that she consents in gives it again.
 */
export function sharesDataWithStaff(customer: { data_sharing_withdrawn_at?: string | null }): boolean {
  return !customer.data_sharing_withdrawn_at
}
