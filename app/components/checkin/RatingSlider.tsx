import type { CSSProperties } from 'react'
import { useId } from 'react'

import { RATING_LABELS, ratingColour, ratingWord, type RatingField, type SliderColour } from '~/domain/checkins'
import { CHECKIN_RATING_MAX, CHECKIN_RATING_MIN } from '~/domain/constants'

const VALUE_STYLES: Record<SliderColour, string> = {
  red: 'bg-red-50 text-red-800 ring-red-200',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
}

/** The filled track and thumb ring: each at least 3:1 against white (WCAG 1.4.11). */
export const SLIDER_FILL: Record<SliderColour, string> = {
  red: '#dc2626',
  yellow: '#c26a05',
  green: '#15803d',
}

const HINTS: Record<RatingField, string> = {
  energy_level: '1 is exhausted, 10 is full of energy',
  sleep_quality: '1 is sleepless, 10 is deeply refreshed',
  stress_level: '1 is completely calm, 10 is extremely overwhelmed',
  mood: '1 is very low, 10 is wonderful',
}

/** One 1-10 rating: the value in its colour band (red: needs attention; decision 0020) with its word label (doc 1 §2). */
export function RatingSlider({ field, value, onChange }: { field: RatingField; value: number; onChange: (value: number) => void }) {
  const id = useId()
  const colour = ratingColour(field, value)
  const word = ratingWord(field, value)
  const fill = ((value - CHECKIN_RATING_MIN) / (CHECKIN_RATING_MAX - CHECKIN_RATING_MIN)) * 100
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-base font-semibold text-slate-900">
          {RATING_LABELS[field]}
        </label>
        <span
          data-testid={`${field}-value`}
          data-colour={colour}
          className={`rounded-full px-3 py-1 text-sm font-semibold tabular-nums ring-1 ${VALUE_STYLES[colour]}`}
        >
          {value}/10 · {word}
        </span>
      </div>
      <input
        id={id}
        name={field}
        type="range"
        min={CHECKIN_RATING_MIN}
        max={CHECKIN_RATING_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={`${value} out of 10, ${word}`}
        aria-describedby={`${id}-hint`}
        className="range"
        style={{ '--range-fill': `${fill}%`, '--range-colour': SLIDER_FILL[colour] } as CSSProperties}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {HINTS[field]}
      </p>
    </div>
  )
}
