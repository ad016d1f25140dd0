import { useId } from 'react'

import { RATING_LABELS, ratingWord, sliderColour, type RatingField, type SliderColour } from '~/domain/checkins'
import { CHECKIN_RATING_MAX, CHECKIN_RATING_MIN } from '~/domain/constants'

const VALUE_STYLES: Record<SliderColour, string> = {
  red: 'bg-red-100 text-red-800',
  yellow: 'bg-amber-100 text-amber-900',
  green: 'bg-green-100 text-green-800',
}

const ACCENT: Record<SliderColour, string> = {
  red: 'accent-red-600',
  yellow: 'accent-amber-500',
  green: 'accent-green-600',
}

const HINTS: Record<RatingField, string> = {
  energy_level: '1 is exhausted, 10 is full of energy',
  sleep_quality: '1 is sleepless, 10 is deeply refreshed',
  stress_level: '1 is completely calm, 10 is extremely overwhelmed',
  mood: '1 is very low, 10 is wonderful',
}

/** One 1-10 rating: the value in its colour band with its word label (doc 1 §2). */
export function RatingSlider({ field, value, onChange }: { field: RatingField; value: number; onChange: (value: number) => void }) {
  const id = useId()
  const colour = sliderColour(value)
  const word = ratingWord(field, value)
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {RATING_LABELS[field]}
        </label>
        <span data-testid={`${field}-value`} data-colour={colour} className={`rounded-full px-3 py-1 text-sm font-semibold ${VALUE_STYLES[colour]}`}>
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
        className={`h-2 w-full cursor-pointer focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ${ACCENT[colour]}`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {HINTS[field]}
      </p>
    </div>
  )
}
