/**
 * What the app's own words may say a food or nutrient does. In Great Britain
 * a health claim about a food must use the wording of a claim on the GB
 * nutrition and health claims register (or words meaning the same to a
 * shopper), under the conditions the register sets; anything else is not
 * allowed, however plausible it sounds. The recipe reasons, plan summaries
 * and library articles use only the claims below, and never the unauthorised
 * wording after them. tests/unit/starter-content.test.ts holds every starter
 * article and recipe reason to this.
 */

/** The authorised claims our words use: the nutrient, and what the register lets us say it does. */
export const AUTHORISED_CLAIMS: ReadonlyArray<{ nutrients: string; claim: string }> = [
  { nutrients: 'calcium', claim: 'is needed for the maintenance of normal bones' },
  { nutrients: 'vitamin d', claim: 'contributes to the maintenance of normal bones' },
  { nutrients: 'vitamin d', claim: 'contributes to the normal absorption of calcium' },
  { nutrients: 'protein', claim: 'contributes to the maintenance of muscle mass' },
  { nutrients: 'magnesium', claim: 'contributes to normal psychological function' },
  { nutrients: 'magnesium', claim: 'contributes to normal muscle function' },
  { nutrients: 'magnesium', claim: 'contributes to the reduction of tiredness and fatigue' },
  { nutrients: 'iron', claim: 'contributes to the reduction of tiredness and fatigue' },
  { nutrients: 'folate', claim: 'contributes to the reduction of tiredness and fatigue' },
  { nutrients: 'iron and vitamin b12', claim: 'contribute to the reduction of tiredness and fatigue' },
  // Condition of use: the benefit comes with 250 mg of EPA and DHA a day; say so beside it.
  { nutrients: 'epa and dha', claim: 'contribute to the normal function of the heart' },
  // Condition of use: the benefit comes with 3 g of barley or oat beta-glucan a day; say so beside it.
  { nutrients: 'barley beta-glucans', claim: 'contribute to the maintenance of normal blood cholesterol levels' },
  { nutrients: 'vitamin c', claim: 'increases iron absorption' },
]

/** Phrases that make a claim no register authorises, wherever they stand. */
export const UNAUTHORISED_CLAIM_WORDING: readonly RegExp[] = [
  /hormone(s|al)? balance|balanc\w* (your )?hormones/i,
  /(calm|calmer|calming) (the )?nervous system/i,
  /may help (ease|relieve|reduce|with) (them|hot flushes|flushes|menopause)/i,
  /linked (with|to) (better|improved|a better) mood/i,
  /(steady|steadier|sustained|slow[- ]release|quick) energy/i,
  /keeps? you (full|going)/i,
  /well[- ]absorbed|absorbs? well/i,
  /healthy fats?/i,
  /\bdetox/i,
  /\bboosts?\b/i,
  /superfood/i,
]

/**
 * Phrases that make an unauthorised claim when a sentence is about food or a
 * nutrient (the same words about a medicine or a hormone are no food claim).
 */
export const UNAUTHORISED_FOOD_WORDING: readonly RegExp[] = [
  /supports? (relaxation|sleep|mood|bones?|brain|heart|gut|immun|hormone|energy)/i,
  /(brain|gut|heart|bone|joint) health/i,
  /(ease|eases|relieve|relieves|reduce|reduces|help with) (your )?(hot flushes|night sweats|menopause symptoms)/i,
  /important for (mood|heart|bones)/i,
  /for (energy|mood|sleep)( and \w+)?[.,;]/i,
  /for (muscle strength|muscle and bone|mood, heart)/i,
  /blood sugar/i,
]

/** A sentence about food: it names a nutrient, a food or eating. */
const FOOD =
  /\b(calcium|vitamin|magnesium|iron|folate|protein|fibre|omega|epa|dha|beta-glucan|zinc|potassium|phytoestrogens?|isoflavones?|lignans?|soya|linseed|flaxseed|foods?|diet|meals?|dish|recipes?|eat|eating|fish|nuts?|seeds?|yoghurt|milk|cheese|beans?|lentils?|oats|fruit|vegetables?)\b/i

export interface ClaimProblem {
  /** The words that make the problem. */
  text: string
  reason: 'unauthorised wording' | 'claim not on the authorised list'
}

/** Verbs that turn a mention of a nutrient into a claim about what it does. */
const CLAIM_VERBS = /\b(contributes? to|is needed for|are needed for|increases iron absorption|helps? (to )?(maintain|keep|build|protect|reduce|lower|support))\b/gi

const AUTHORISED = AUTHORISED_CLAIMS.map(({ nutrients, claim }) => new RegExp(`\\b${nutrients.replace(/ /g, '\\s+')},?(\\s+which)?\\s+${claim}`, 'gi'))

/**
 * Every unauthorised phrase in `text`, and, in sentences about food, every
 * claim ("contributes to", "is needed for", "helps maintain" …) that is not
 * one of AUTHORISED_CLAIMS made about its own nutrient.
 */
export function claimProblems(text: string): ClaimProblem[] {
  const problems: ClaimProblem[] = []
  // Markdown emphasis (**calcium**) does not change what a sentence claims.
  for (const sentence of sentences(text.replace(/\*\*/g, ''))) {
    const food = FOOD.test(sentence)
    for (const pattern of food ? [...UNAUTHORISED_CLAIM_WORDING, ...UNAUTHORISED_FOOD_WORDING] : UNAUTHORISED_CLAIM_WORDING) {
      const match = pattern.exec(sentence)
      if (match) problems.push({ text: match[0], reason: 'unauthorised wording' })
    }
    if (!food) continue
    const covered: Array<[number, number]> = []
    for (const pattern of AUTHORISED) {
      for (const match of sentence.matchAll(pattern)) covered.push([match.index, match.index + match[0].length])
    }
    for (const match of sentence.matchAll(CLAIM_VERBS)) {
      const at = match.index
      if (!covered.some(([from, to]) => at >= from && at < to)) problems.push({ text: sentence.trim(), reason: 'claim not on the authorised list' })
    }
  }
  return problems
}

function sentences(text: string): string[] {
  return text.match(/[^.!?\n]+[.!?]*\s*/g) ?? []
}

/**
 * The text without the sentences that make a claim we may not make: for
 * words written by a language model, which an instruction alone cannot hold
 * to the register. Empty when nothing is left.
 */
export function withoutUnauthorisedClaims(text: string): string {
  return sentences(text)
    .filter((sentence) => claimProblems(sentence).length === 0)
    .join('')
    .trim()
}
