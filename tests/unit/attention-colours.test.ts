import { describe, expect, it } from 'vitest'

import { ratingColour, RATING_FIELDS, sliderColour, stressLabel } from '~/domain/checkins'
import { attentionCountColour, SEVERITY_BAND_WORDS, severityBand } from '~/domain/questionnaire/symptoms'

const ONE_TO_TEN = Array.from({ length: 10 }, (_, i) => i + 1)

describe('colours that mean attention (decision 0020)', () => {
  it('keeps the spec’s three bands for ratings where more is better', () => {
    for (const field of RATING_FIELDS.filter((f) => f !== 'stress_level')) {
      expect(ONE_TO_TEN.map((v) => ratingColour(field, v))).toEqual(ONE_TO_TEN.map((v) => sliderColour(v)))
    }
    expect(ONE_TO_TEN.map((v) => sliderColour(v)).join(' ')).toBe('red red red yellow yellow yellow green green green green')
  })

  it('reads stress the other way round: calm is green, 7 or above red', () => {
    expect(ONE_TO_TEN.map((v) => ratingColour('stress_level', v)).join(' ')).toBe(
      'green green green yellow yellow yellow red red red red',
    )
    expect(ratingColour('stress_level', 3)).not.toBe('red')
  })

  it('gives the stress colour the same bands as the stress words', () => {
    const colourOf = { 'Low Stress': 'green', Moderate: 'yellow', 'High Stress': 'red' } as const
    for (const v of ONE_TO_TEN) expect(ratingColour('stress_level', v)).toBe(colourOf[stressLabel(v)])
  })

  it('makes red mean needs attention for severities and counts', () => {
    expect(severityBand(8)).toBe('red')
    expect(severityBand(2)).toBe('green')
    expect(SEVERITY_BAND_WORDS).toEqual({ red: 'High', yellow: 'Moderate', green: 'Mild' })
    expect(attentionCountColour(0)).toBe('neutral')
    expect(attentionCountColour(1)).toBe('red')
    expect(attentionCountColour(3)).toBe('red')
  })
})
