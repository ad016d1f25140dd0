import { useId, useState } from 'react'

import { findTimeZone, timeZoneChoices, timeZoneLabel } from '~/domain/time-zone'

import { useBrowserTimeZone, useTimeZoneList } from './useTimeZones'

/**
 * Her time zone (issue 47): the zone this device reports first, then the
 * common ones, then every other, A to Z, in one native select (labelled,
 * keyboard type-ahead); and a search field over every zone for the one she
 * cannot find by scrolling. Choosing in either sets the select.
 */
export function TimeZoneField({
  zone,
  onChange,
  className,
  hintId,
}: {
  zone: string
  onChange: (zone: string) => void
  className: string
  hintId: string
}) {
  const ids = { zone: useId(), search: useId(), list: useId(), found: useId() }
  const detected = useBrowserTimeZone()
  // The whole list is drawn when she first reaches for the select or the search (focus, pointer), not at page start.
  const [wanted, setWanted] = useState(false)
  const want = () => setWanted(true)
  const all = useTimeZoneList(zone, wanted)
  const choices = timeZoneChoices(detected, zone, all)
  const [search, setSearch] = useState('')
  const searched = search.trim() ? findTimeZone(search, all) : null

  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={ids.zone} className="text-sm font-semibold text-slate-800">
          Time zone
        </label>
        <select
          id={ids.zone}
          name="time_zone"
          value={zone}
          onFocus={want}
          onPointerDown={want}
          onMouseDown={want}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hintId}
          className={className}
        >
          {choices.detected ? (
            <optgroup label="Detected on this device">
              <option value={choices.detected}>{timeZoneLabel(choices.detected)}</option>
            </optgroup>
          ) : null}
          <optgroup label="Common time zones">
            {choices.common.map((name) => (
              <option key={name} value={name}>
                {timeZoneLabel(name)}
              </option>
            ))}
          </optgroup>
          <optgroup label="All time zones (A to Z)">
            {choices.others.map((name) => (
              <option key={name} value={name}>
                {timeZoneLabel(name)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div>
        <label htmlFor={ids.search} className="text-sm font-semibold text-slate-800">
          Search all zones
        </label>
        <input
          id={ids.search}
          type="search"
          list={ids.list}
          value={search}
          autoComplete="off"
          onFocus={want}
          placeholder="City, e.g. Lisbon"
          aria-describedby={ids.found}
          onChange={(event) => {
            setSearch(event.target.value)
            const found = findTimeZone(event.target.value, all)
            if (found) onChange(found)
          }}
          className={className}
        />
        <datalist id={ids.list}>{wanted ? all.map((name) => <option key={name} value={timeZoneLabel(name)} />) : null}</datalist>
        <p id={ids.found} aria-live="polite" className="mt-1 text-xs text-slate-600">
          {!search.trim()
            ? 'Type a city to find its zone.'
            : searched
            ? `Chosen: ${timeZoneLabel(searched)}`
            : 'No zone with that name yet: keep typing, or pick from the list.'}
        </p>
      </div>
    </div>
  )
}
