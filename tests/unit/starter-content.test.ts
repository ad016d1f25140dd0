import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { STARTER_LIBRARY, starterItemData } from '../../cms/collections/LibraryItems/starter'
import { contentFingerprint } from '../../cms/collections/LibraryItems/starter/fingerprint'
import { CHANGES_IN_V2, CHANGES_IN_V3, STARTER_V1, STARTER_V2, STARTER_VERSION } from '../../cms/collections/LibraryItems/starter/history'
import { markdownToLexical } from '../../cms/collections/LibraryItems/starter/markdown'
import { NOT_MEDICAL_ADVICE } from '../../cms/collections/LibraryItems/starter/sources'
import type { StarterItem } from '../../cms/collections/LibraryItems/starter/types'
import { isCalendarDay, REVIEW_INTERVALS, reviewDay } from '~/domain/content/review'
import { isSlug } from '~/domain/content/slug'
import { RECIPE_BOOK } from '~/domain/meal-plans/recipe-book'
import { buildBuiltinPlan } from '~/domain/meal-plans/planner'
import { CONCERNS, type MealPlanProfile } from '~/domain/meal-plans/types'
import { claimProblems } from '~/domain/nutrition-claims'

/**
 * The starter library every customer gets, read as a clinician would: no
 * wording that current UK guidance has superseded, the statements that
 * guidance requires where a topic comes up, sources and a review date on
 * every item, and no food claim outside the authorised GB wording, in the
 * articles or in the meal planner's reasons.
 */
const byKey = new Map(STARTER_LIBRARY.map((item) => [item.key, item]))
const textOf = (item: StarterItem) => `${item.title}\n${item.description}\n${item.body}`
const item = (key: string) => {
  const found = byKey.get(key)
  if (!found) throw new Error(`no starter item ${key}`)
  return textOf(found)
}

/** Wording of the first starter library that current guidance replaced (issue: NICE NG23 2024, MHRA 2019). */
const SUPERSEDED: ReadonlyArray<[RegExp, string]> = [
  [/little or no change in the risk of breast cancer/i, 'since the MHRA 2019 review, the risk rises with all systemic HRT'],
  [/falls again after you stop/i, 'some extra breast cancer risk remains for more than 10 years after stopping'],
  [/may (reduce|lower) (the risk of heart disease|it\b)/i, 'HRT is not given to prevent heart disease'],
  [/do(es)? not raise the risk of (blood )?clots/i, 'NICE: no greater than the baseline risk at standard doses'],
  [/spotting are common at first and usually settle within 3 months/i, 'bleeding is more than a side effect that settles'],
  [/recommends that doctors offer it to women with menopause symptoms/i, 'NICE: offer for hot flushes and night sweats, consider for low mood'],
  [/at least 3 months of daily training as the first treatment/i, 'NICE quality standard: supervised training'],
  [/available through the NHS, including online and in groups\./i, 'NHS Talking Therapies waits can be long'],
  [/all year round if you are rarely outdoors or cover your skin\./i, 'vitamin D all year for dark skin too'],
  [/a hormonal coil \(intrauterine system\), which can provide/i, 'name the 52 mg levonorgestrel coil'],
  [/liver blood tests are advised before starting and during treatment/i, 'MHRA 2025: before starting, monthly for 3 months, then periodically'],
]

/** What must be said wherever a topic comes up. */
const WHEREVER: ReadonlyArray<{ topic: RegExp; must: RegExp[]; why: string }> = [
  { topic: /vitamin D supplement|supplement of 10 micrograms|10 microgram supplement/i, must: [/100 micrograms/i, /dark skin/i], why: 'NHS vitamin D advice' },
  { topic: /Talking Therapies/i, must: [/wait/i], why: 'waits can be long' },
  { topic: /\bcoil\b|intrauterine/i, must: [/52 mg levonorgestrel/i], why: 'the coil that protects the womb lining' },
  { topic: /pelvic floor muscle training/i, must: [/supervised/i], why: 'NICE QS77' },
  { topic: /black cohosh/i, must: [/liver|NG101/i], why: 'liver damage, or not after breast cancer' },
  { topic: /St John's wort/i, must: [/tamoxifen/i], why: 'interactions' },
  { topic: /(use|using|with) contraception/i, must: [/\b55\b|not a contraceptive/i], why: 'HRT is not a contraceptive; contraception until 55' },
  { topic: /52 mg levonorgestrel/i, must: [/\b5 years\b/], why: 'FSRH: it protects the womb for 5 years as part of HRT' },
  { topic: /fezolinetant/i, must: [/monthly for the first 3 months/, /yellowing of the skin/], why: 'MHRA Drug Safety Update 2025: liver tests and symptoms' },
  { topic: /testosterone gel|a gel or cream/i, must: [/children/, /wash your hands/i, /cover the area/], why: 'MHRA: transfer to children by skin contact' },
]

/** What particular articles must say (the corrections of the clinical review). */
const REQUIRED: Record<string, RegExp[]> = {
  'hrt-options': [
    /should \*\*offer\*\* HRT for hot flushes and night sweats/,
    /\*\*consider\*\* it for low mood/,
    /3-month review/,
    /straight away/,
    /more than 3 months/,
    /periods had stopped for 12 months/,
    /HRT is not a contraceptive/,
    /until you are 55/,
    /52 mg levonorgestrel/,
    /no greater than the baseline risk/,
    /\/content\/bleeding-on-hrt/,
  ],
  'hrt-risks': [
    /every type of HRT that reaches the whole body/,
    /Vaginal oestrogen does not raise it/,
    /rises the longer HRT is taken/,
    /remains for more than 10 years/,
    /about 63 who never take HRT/,
    /68 .*5 more/,
    /77 .*14 more/,
    /83 .*20 more/,
    /no greater than the baseline risk/,
    /HRT is not given to prevent heart disease/,
    /HRT is not given to prevent dementia/,
    /## Dementia/,
    /womb \(endometrial\) cancer/,
    /Ovarian cancer/,
    /vaginal bleeding that has not been explained/,
    /endometrial hyperplasia\) that has not been treated/,
    /heart attack, angina or a stroke/,
  ],
  'bleeding-on-hrt': [/3-month review/, /straight away/, /more than 3 months/, /periods had stopped for 12 months/],
  'eating-well': [/THR/, /Traditional Herbal Registration/, /liver/, /tamoxifen/, /anticoagulants/, /anticonvulsants/, /hormonal contraception/, /NG101/, /red clover/],
  'non-hormonal-treatments': [
    /SSRI/,
    /SNRI/,
    /[Gg]abapentin/,
    /[Cc]lonidine/,
    /SSRIs, SNRIs and clonidine should not be routinely offered as the first treatment for hot flushes and night sweats on their own/,
    /[Ff]ezolinetant/,
    /Drug Safety Update, 2025/,
    /before starting, then \*\*monthly for the first 3 months\*\*, then from time to time/,
    /yellowing of the skin or the whites of the eyes, dark urine, itching, pain in the upper right side of your tummy, unusual tiredness, feeling sick/,
    /[Ee]linzanetant/,
    /must not be taken if you are pregnant or might be/,
    /liver blood tests may be advised while you take it/,
    /last checked on \d{1,2} \w+ \d{4}/,
    /THR/,
    /NG101/,
  ],
  'vaginal-and-urinary-symptoms': [/safe to use long term/, /do not need to take a progestogen/, /[Mm]oisturisers/, /[Ll]ubricants/],
  testosterone: [
    /not licensed for women|No testosterone product is licensed for women/,
    /specialist/,
    /MHRA warns that children/,
    /wash your hands with soap and water/,
    /cover the area with clothing/,
    /avoid skin contact between the treated area and anyone else, above all children/,
  ],
  'what-is-perimenopause': [/protects the womb for 5 years and must then be replaced/, /\/content\/contraception-in-perimenopause/],
  symptoms: [/\[Need support now\?\]\(\/support\)/, /\/content\/low-mood-and-anxiety/],
  'low-mood-and-anxiety': [/\(\/support\)/, /call 999 or go to A&E/, /thoughts of harming yourself or ending your life/, /menopause-specific CBT/, /NG23/, /no clear evidence that SSRI/],
  'contraception-in-perimenopause': [
    /HRT does not stop you getting pregnant/,
    /no periods for 1 year if you are 50 or over, or for 2 years if you are under 50/,
    /stop contraception at 55/,
    /protects the womb for 5 years, then must be replaced/,
    /up to 8 years/,
    /FSRH/,
  ],
  'surgical-menopause': [/both ovaries/, /NICE guideline NG23/, /oestrogen only/, /combined HRT/, /until at least that age/],
  'hrt-supply-problems': [
    /Serious Shortage Protocol/,
    /supply something different from your prescription, as the protocol sets out, without you needing a new prescription/,
    /Do not stop your HRT, or change how you take it, on your own/,
    /Switching safely with your prescriber/,
  ],
  'early-menopause': [/until at least the natural age of menopause/],
  'menopause-after-breast-cancer': [/NG101/, /not recommended/, /tamoxifen/],
  'bioidentical-hormones': [/effectiveness and safety of unregulated compounded bioidentical hormones are unknown/],
  'hrt-prepayment-certificate': [/England/, /12 months/],
  'menopause-at-work': [/Equality Act 2010/, /reasonable adjustments/],
  'pelvic-floor': [/supervised pelvic floor muscle training/],
  'bone-health': [/100 micrograms/, /dark skin/],
}

describe('the starter library says what current UK guidance says', () => {
  it.each(STARTER_LIBRARY.map((i) => [i.key, i] as const))('%s uses no superseded wording', (_key, starter) => {
    for (const [pattern, why] of SUPERSEDED) expect(textOf(starter), why).not.toMatch(pattern)
  })

  it.each(STARTER_LIBRARY.map((i) => [i.key, i] as const))('%s says what guidance requires wherever a topic comes up', (_key, starter) => {
    const text = textOf(starter)
    for (const { topic, must, why } of WHEREVER) {
      if (!topic.test(text)) continue
      for (const pattern of must) expect(text, `${why}: ${pattern}`).toMatch(pattern)
    }
  })

  it.each(Object.entries(REQUIRED))('%s carries the corrections of the clinical review', (key, patterns) => {
    for (const pattern of patterns) expect(item(key)).toMatch(pattern)
  })

  it.each(STARTER_LIBRARY.map((i) => [i.key, i] as const))('%s makes no food claim outside the authorised GB wording', (_key, starter) => {
    expect(claimProblems(textOf(starter))).toEqual([])
  })

  it('covers the topics every UK menopause service covers, each written by the team', () => {
    for (const key of [
      'bleeding-on-hrt',
      'vaginal-and-urinary-symptoms',
      'non-hormonal-treatments',
      'testosterone',
      'early-menopause',
      'menopause-after-breast-cancer',
      'bioidentical-hormones',
      'hrt-prepayment-certificate',
      'menopause-at-work',
      'low-mood-and-anxiety',
      'contraception-in-perimenopause',
      'surgical-menopause',
      'hrt-supply-problems',
    ]) {
      expect(byKey.has(key), key).toBe(true)
    }
    for (const starter of STARTER_LIBRARY) {
      expect(starterItemData(starter, new Date('2026-11-25T12:00:00Z'), 'Liberate')).toMatchObject({
        author: 'Liberate editorial team',
        // Who checked it: the team, saying plainly that they are not clinicians.
        reviewer_name: 'Liberate editorial team',
        reviewer_role: 'content editors, not clinicians',
      })
      // No invented experts: no named doctors or specialists quoted as authors of the advice.
      expect(textOf(starter), starter.key).not.toMatch(/\b(Dr|Prof|Professor)\.? [A-Z]/)
    }
    expect(byKey.get('bleeding-on-hrt')?.title).toBe('Bleeding on HRT: what is expected and when to call your GP')
  })

  it('cites sources and carries a review date and interval on every item', () => {
    for (const starter of STARTER_LIBRARY) {
      expect(starter.sources.length, starter.key).toBeGreaterThan(0)
      for (const source of starter.sources) expect(source.url, starter.key).toMatch(/^https:\/\/\S+$/)
      expect(isCalendarDay(starter.reviewedOn), starter.key).toBe(true)
      expect(REVIEW_INTERVALS, starter.key).toContain(starter.reviewIntervalMonths)
      const data = starterItemData(starter, new Date('2026-11-25T12:00:00Z'), 'Liberate')
      expect(reviewDay(data.reviewed_on)).toBe(starter.reviewedOn)
      expect(data.slug).toBe(starter.key)
    }
    const clinical = STARTER_LIBRARY.filter((i) => i.category === 'medical')
    expect(clinical.every((i) => i.sources.some((s) => /nice\.org\.uk|nhs\.uk|gov\.uk|womens-health-concern/.test(s.url)))).toBe(true)
  })

  it('ends every mindfulness and exercise item with its "not medical advice" line', () => {
    const practices = STARTER_LIBRARY.filter((i) => i.tab === 'rtt_mindfulness' || i.tab === 'training_videos')
    expect(practices.map((i) => i.key).sort()).toEqual(
      ['body-scan', 'calm-breathing', 'hot-flush-pause', 'morning-mobility', 'pelvic-floor', 'progressive-muscle-relaxation', 'strength-and-balance'].sort(),
    )
    for (const practice of practices) expect(practice.body.trim().endsWith(NOT_MEDICAL_ADVICE), practice.key).toBe(true)
    expect(NOT_MEDICAL_ADVICE).toMatch(/not medical advice/)
  })

  it('turns every link into a link, none left as markdown in her text (a link inside bold is not read)', () => {
    const texts = (node: { text?: string; children?: unknown[] }): string[] => [
      ...(typeof node.text === 'string' ? [node.text] : []),
      ...((node.children ?? []) as Array<{ text?: string; children?: unknown[] }>).flatMap(texts),
    ]
    for (const starter of STARTER_LIBRARY) {
      for (const text of texts(markdownToLexical(starter.body).root)) expect(text, starter.key).not.toMatch(/\]\(|\*\*/)
    }
  })

  it('gives every item a stable key, and links only to keys that exist', () => {
    expect(new Set(STARTER_LIBRARY.map((i) => i.key)).size).toBe(STARTER_LIBRARY.length)
    for (const starter of STARTER_LIBRARY) {
      expect(isSlug(starter.key), starter.key).toBe(true)
      for (const [, slug] of starter.body.matchAll(/\]\(\/content\/([^)\s]+)\)/g)) expect(byKey.has(slug), `${starter.key} → ${slug}`).toBe(true)
    }
  })
})

describe('the record of the first starter library', () => {
  const v1 = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/starter-library-v1.json'), 'utf8')) as StarterItem[]

  it('holds the fingerprint of every item as version 1 seeded it', () => {
    expect(Object.keys(STARTER_V1).sort()).toEqual(v1.map((i) => i.key).sort())
    for (const old of v1) {
      const fingerprint = contentFingerprint({ ...old, format: 'article', listen_aloud: old.listenAloud ?? false, body: markdownToLexical(old.body) })
      expect(STARTER_V1[old.key], old.key).toEqual({ title: old.title, description: old.description, fingerprint })
    }
  })

  it('describes each change version 2 made for editors who kept their own version', () => {
    const v2 = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/starter-library-v2.json'), 'utf8')) as StarterItem[]
    for (const old of v1) {
      const now = v2.find((i) => i.key === old.key)!
      const changed = now.body.trim() !== old.body.trim() || now.title !== old.title || now.description !== old.description
      expect(Boolean(CHANGES_IN_V2[old.key]), old.key).toBe(changed)
    }
  })
})

describe('the meal planner gives reasons in authorised claim wording only', () => {
  it('in every recipe of the library', () => {
    for (const recipe of RECIPE_BOOK) expect(claimProblems(recipe.why), recipe.id).toEqual([])
  })

  it('in every reason and summary it writes, whatever the concerns', () => {
    const profiles: MealPlanProfile[] = []
    for (const concern of CONCERNS) {
      for (const breast_cancer of [false, true]) {
        for (const checkins of [null, { count: 6, energy_level: 3, sleep_quality: 3, stress_level: 8, mood: 3 }]) {
          profiles.push({ diets: [], concerns: { [concern]: 0.9 }, symptoms: [], checkins, seed: `claims:${concern}`, breast_cancer })
        }
      }
    }
    profiles.push({ diets: ['vegan', 'vegetarian', 'dairy_free'], concerns: { hot_flushes: 1, sleep: 0.8, mood: 0.6 }, symptoms: ['hot_flushes'], checkins: null, seed: 'vegan' })
    for (const profile of profiles) {
      const plan = buildBuiltinPlan(profile)
      expect(claimProblems(plan.planData.client_summary)).toEqual([])
      for (const recipe of plan.recipes) expect(claimProblems(recipe.why_helps), `${recipe.name}: ${recipe.why_helps}`).toEqual([])
    }
  })

  it('finds the unauthorised wording the first reasons used', () => {
    for (const old of [
      'Quinoa is a complete plant protein; with soya milk, almonds and flax it supports bones and hormone balance.',
      'For stress: omega-3 fats from salmon support a calmer nervous system.',
      'With your hot flushes in mind: soya provides phytoestrogens, plant compounds that may help ease them.',
      'For better sleep: this dish gives 120 mg of magnesium, which supports relaxation.',
      'For your mood: omega-3 fats from walnuts are linked with better mood.',
      'Beans and wholemeal bread give plenty of fibre for gut health and steady energy.',
      'Lentils give iron and protein for energy.',
      'Magnesium helps maintain calm.',
    ]) {
      expect(claimProblems(old), old).not.toEqual([])
    }
    expect(claimProblems('Calcium-set tofu gives protein and calcium; calcium is needed for the maintenance of normal bones.')).toEqual([])
  })
})

describe('the record of the second starter library', () => {
  const v2 = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/starter-library-v2.json'), 'utf8')) as StarterItem[]
  const fingerprintOf = (i: StarterItem) => contentFingerprint({ ...i, format: 'article', listen_aloud: i.listenAloud ?? false, body: markdownToLexical(i.body) })

  it('holds the fingerprint of every item as version 2 seeded it', () => {
    expect(STARTER_VERSION).toBe(3)
    expect(Object.keys(STARTER_V2).sort()).toEqual(v2.map((i) => i.key).sort())
    for (const old of v2) expect(STARTER_V2[old.key], old.key).toEqual({ title: old.title, description: old.description, fingerprint: fingerprintOf(old) })
  })

  it('describes each change version 3 made, and only those, for editors who kept their own version', () => {
    for (const old of v2) {
      const now = byKey.get(old.key)!
      expect(Boolean(CHANGES_IN_V3[old.key]), old.key).toBe(fingerprintOf(now) !== fingerprintOf(old))
    }
  })

  it('adds the four new topics, each with sources and a review date', () => {
    const added = STARTER_LIBRARY.filter((i) => !STARTER_V2[i.key]).map((i) => i.key)
    expect(added.sort()).toEqual(['contraception-in-perimenopause', 'hrt-supply-problems', 'low-mood-and-anxiety', 'surgical-menopause'])
    for (const key of added) {
      const starter = byKey.get(key)!
      expect(starter.sources.length, key).toBeGreaterThan(1)
      expect(starter.reviewedOn, key).toBe('2026-11-28')
    }
  })
})
