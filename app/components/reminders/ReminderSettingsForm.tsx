import { useFetcher } from '@remix-run/react'
import { useEffect, useId, useState } from 'react'

import { Button } from '~/components/ui/Button'
import { WEEKDAY_NAMES, WEEKDAYS } from '~/domain/reminders/schedule'
import { REMINDER_CHANNELS, type ReminderChannel, type ReminderSettings } from '~/domain/reminders/settings'
import type { ActionFailure } from '~/lib/errors'

import { TimeZoneField } from './TimeZoneField'
import { useBrowserTimeZone } from './useTimeZones'

const CHANNEL_LABELS: Record<ReminderChannel, string> = { email: 'E-mail', push: 'Notification on my phone' }

const inputClass = 'mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'

/**
 * Her daily check-in reminder (issue 25): on or off, the time on her clock,
 * the days, her time zone (the browser's until she has chosen) and how it
 * reaches her. Posts `intent=reminders` to the page's action.
 */
export function ReminderSettingsForm({ settings, chosen }: { settings: ReminderSettings; chosen: boolean }) {
  const fetcher = useFetcher<{ ok: true } | ActionFailure>()
  const ids = { enabled: useId(), time: useId(), zone: useId(), error: useId(), zoneHint: useId() }
  const browserZone = useBrowserTimeZone()
  const [enabled, setEnabled] = useState(settings.enabled)
  const [zone, setZone] = useState(settings.time_zone)
  // Until she has chosen, her zone is the browser's.
  useEffect(() => {
    if (!chosen && browserZone) setZone(browserZone)
  }, [chosen, browserZone])
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.detail : null

  return (
    <fetcher.Form method="post" className="mt-4 space-y-5" aria-describedby={failure ? ids.error : undefined}>
      <input type="hidden" name="intent" value="reminders" />
      <div className="flex items-center gap-3">
        <input
          id={ids.enabled}
          name="enabled"
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          className="h-5 w-5 rounded border-slate-400 text-brand-600 focus:ring-brand-600"
        />
        <label htmlFor={ids.enabled} className="font-semibold text-slate-900">
          Send me a daily check-in reminder
        </label>
      </div>

      <fieldset disabled={!enabled} className="disabled:opacity-60">
        <legend className="sr-only">When and how</legend>
        <div className="space-y-5">
          <div className="flex flex-wrap gap-x-6 gap-y-4">
            <div>
              <label htmlFor={ids.time} className="text-sm font-semibold text-slate-800">
                Time
              </label>
              <input id={ids.time} name="time" type="time" required defaultValue={settings.time} step={60} className={inputClass} />
            </div>
            <div className="min-w-0 basis-full sm:basis-auto sm:flex-1">
              <TimeZoneField zone={zone} onChange={setZone} hintId={ids.zoneHint} className={`${inputClass} w-full max-w-xs`} />
              <p id={ids.zoneHint} className="mt-1 text-xs text-slate-600">
                Your days and times are counted in this zone. Travelling? Change it here.
              </p>
            </div>
          </div>

          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Days</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {WEEKDAYS.map((day) => (
                <label key={day} className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input type="checkbox" name="days" value={day} defaultChecked={settings.days.includes(day)} className="h-4 w-4 rounded border-slate-400 text-brand-600" />
                  <span>
                    <span aria-hidden="true">{WEEKDAY_NAMES[day].slice(0, 3)}</span>
                    <span className="sr-only">{WEEKDAY_NAMES[day]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">How to remind me</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {REMINDER_CHANNELS.map((channel) => (
                <label key={channel} className="flex items-center gap-2 text-slate-900">
                  <input type="checkbox" name="channels" value={channel} defaultChecked={settings.channels.includes(channel)} className="h-4 w-4 rounded border-slate-400 text-brand-600" />
                  {CHANNEL_LABELS[channel]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </fieldset>

      {!enabled ? (
        // A disabled fieldset sends nothing: keep the rest of her settings as they are.
        <>
          <input type="hidden" name="time" value={settings.time} />
          <input type="hidden" name="time_zone" value={zone} />
          {settings.days.map((day) => (
            <input key={day} type="hidden" name="days" value={day} />
          ))}
          {settings.channels.map((channel) => (
            <input key={channel} type="hidden" name="channels" value={channel} />
          ))}
        </>
      ) : null}

      {failure ? (
        <p id={ids.error} role="alert" className="text-sm font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? 'Saving…' : 'Save reminder settings'}
      </Button>
    </fetcher.Form>
  )
}
