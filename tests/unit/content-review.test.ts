import { describe, expect, it } from 'vitest'

import { toDetail } from '~/domain/content/public'
import {
  addMonths,
  dayIn,
  formatReviewDay,
  isReviewDue,
  lastReviewedLabel,
  NOT_YET_REVIEWED,
  reviewDay,
  reviewDueOn,
  reviewerLabel,
  reviewerOf,
  reviewerProblem,
  storedReviewDate,
} from '~/domain/content/review'
import { isSlug } from '~/domain/content/slug'
import { withoutUnauthorisedClaims } from '~/domain/nutrition-claims'

describe('review dates of library items', () => {
  it('reads a stored review date as its calendar day', () => {
    // Payload's day picker stores noon UTC; an API client may send a plain day or UK midnight.
    expect(reviewDay('2026-11-25T12:00:00.000Z')).toBe('2026-11-25')
    expect(reviewDay('2026-11-25')).toBe('2026-11-25')
    expect(reviewDay('2026-06-30T23:00:00.000Z')).toBe('2026-07-01') // midnight BST on 1 July
    expect(reviewDay(null)).toBeNull()
    expect(reviewDay('2026-02-30')).toBeNull()
    expect(reviewDay('not a date')).toBeNull()
    expect(storedReviewDate('2026-11-25')).toBe('2026-11-25T12:00:00.000Z')
  })

  it('is due the same day of the month, interval months later (or the last day of a shorter month)', () => {
    expect(reviewDueOn('2026-11-25', 12)).toBe('2027-11-25')
    expect(reviewDueOn('2026-11-25', 6)).toBe('2027-05-25')
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(reviewDueOn(null, 12)).toBeNull()
    expect(reviewDueOn('2026-11-25', null)).toBe('2027-11-25')
  })

  it('is due on its day and after, and always when never reviewed', () => {
    expect(isReviewDue('2027-11-25', '2027-11-24')).toBe(false)
    expect(isReviewDue('2027-11-25', '2027-11-25')).toBe(true)
    expect(isReviewDue('2027-11-25', '2028-01-01')).toBe(true)
    expect(isReviewDue(null, '2026-11-25')).toBe(true)
  })

  it("counts editors' today on UK time", () => {
    expect(dayIn(new Date('2026-07-01T23:30:00Z'), 'Europe/London')).toBe('2026-07-02')
    expect(dayIn(new Date('2026-12-31T23:30:00Z'), 'Europe/London')).toBe('2026-12-31')
  })

  it("shows customers 'Last reviewed 25 November 2026', the same day wherever she is", () => {
    expect(formatReviewDay('2026-11-25')).toBe('25 November 2026')
    expect(lastReviewedLabel('2026-01-05')).toBe('Last reviewed 5 January 2026')
  })

  it('returns the review day with an opened item, as YYYY-MM-DD', () => {
    const record = {
      id: 'a1',
      title: 'Bleeding on HRT',
      description: 'd',
      category: 'medical' as const,
      tab: 'educational_articles' as const,
      tier: 'base' as const,
      format: 'article' as const,
      reviewed_on: '2026-11-25T12:00:00.000Z',
    }
    expect(toDetail(record, 'base', 'Liberate', null, null)?.reviewed_on).toBe('2026-11-25')
    expect(toDetail({ ...record, reviewed_on: null }, 'base', 'Liberate', null, null)?.reviewed_on).toBeNull()
    expect(toDetail({ ...record, reviewer_role: 'GP', reviewer_name: 'Jane Smith' }, 'base', 'Liberate', null, null)?.reviewer).toEqual({ role: 'GP', name: 'Jane Smith' })
    expect(toDetail({ ...record, reviewer_role: 'GP', reviewer_name: null }, 'base', 'Liberate', null, null)?.reviewer).toBeNull()
  })
})

describe('lasting addresses of library items', () => {
  it('are lower-case words joined by single hyphens', () => {
    expect(isSlug('bleeding-on-hrt')).toBe(true)
    for (const bad of ['Bleeding', 'a--b', '-a', 'a-', 'a b', '', 'x'.repeat(101)]) expect(isSlug(bad), bad).toBe(false)
  })
})

describe("a language model's reasons", () => {
  it('lose only the sentences that make an unauthorised claim', () => {
    expect(
      withoutUnauthorisedClaims('Salmon gives omega-3 and vitamin D. Omega-3 supports a calmer nervous system. Calcium is needed for the maintenance of normal bones.'),
    ).toBe('Salmon gives omega-3 and vitamin D. Calcium is needed for the maintenance of normal bones.')
    expect(withoutUnauthorisedClaims('Soya may help ease hot flushes.')).toBe('')
  })
})

describe('who reviewed an item', () => {
  it('records a reviewer only when both the role and the name are given', () => {
    expect(reviewerOf(' GP ', ' Jane Smith ')).toEqual({ role: 'GP', name: 'Jane Smith' })
    expect(reviewerOf('GP', '')).toBeNull()
    expect(reviewerOf('', 'Jane Smith')).toBeNull()
    expect(reviewerOf(null, undefined)).toBeNull()
  })

  it('refuses half a reviewer, naming the missing half', () => {
    expect(reviewerProblem('GP', 'Jane Smith')).toBeNull()
    expect(reviewerProblem('', null)).toBeNull()
    expect(reviewerProblem('GP', '  ')).toBe("Give the reviewer's name too, or clear the role.")
    expect(reviewerProblem(undefined, 'Jane Smith')).toBe("Give the reviewer's role too, or clear the name.")
  })

  it('tells her who reviewed it, or that nobody is named yet', () => {
    expect(reviewerLabel({ role: 'menopause specialist', name: 'Jane Smith' })).toBe('Reviewed by Jane Smith (menopause specialist)')
    expect(reviewerLabel(null)).toBe('Not yet reviewed by a named reviewer')
    expect(reviewerLabel(null)).toBe(NOT_YET_REVIEWED)
  })
})
