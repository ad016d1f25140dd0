import { Link, useFetcher } from '@remix-run/react'
import { useId } from 'react'

import { Button } from '~/components/ui/Button'
import { WEEKDAYS } from '~/domain/reminders/schedule'
import { REMINDER_MESSAGES } from '~/domain/reminders/settings'
import type { ActionFailure } from '~/lib/errors'

import { useBrowserTimeZone } from './useTimeZones'

/**
 * After her first check-in, /checkin asks once whether a daily reminder would
 * help (issue 25): a time, then "Remind me" (every day, by e-mail, in the
 * browser's time zone) or "No thanks". Either answer is kept, so it does not
 * ask again; /account changes it later.
 */
export function ReminderPrompt({ defaultTime, fallbackZone }: { defaultTime: string; fallbackZone: string }) {
  const fetcher = useFetcher<{ ok: true; reminders: 'on' | 'declined' } | ActionFailure>()
  const zone = useBrowserTimeZone() ?? fallbackZone
  const ids = { heading: useId(), time: useId(), error: useId() }
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined

  if (answer && answer.ok) {
    return (
      <section aria-labelledby={ids.heading} className="rounded-2xl bg-plum-50 p-5 ring-1 ring-plum-200">
        <h2 id={ids.heading} className="text-xl text-plum-800">
          {answer.reminders === 'on' ? 'Reminders are on' : 'No reminders'}
        </h2>
        <p role="status" className="mt-2 text-sm text-slate-700">
          {answer.reminders === 'on' ? REMINDER_MESSAGES.turnedOn : REMINDER_MESSAGES.declined}{' '}
          <Link to="/account#reminders" className="font-semibold text-brand-700 underline">
            Reminder settings
          </Link>
        </p>
      </section>
    )
  }
  return (
    <section aria-labelledby={ids.heading} className="rounded-2xl bg-plum-50 p-5 ring-1 ring-plum-200" data-testid="reminder-prompt">
      <h2 id={ids.heading} className="text-xl text-plum-800">
        Would a daily reminder help?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        A gentle e-mail at a time that suits you, only on days you have not checked in yet. You can change or stop it any time.
      </p>
      <fetcher.Form method="post" className="mt-4 space-y-3" aria-describedby={answer && !answer.ok ? ids.error : undefined}>
        <input type="hidden" name="time_zone" value={zone} />
        <input type="hidden" name="channels" value="email" />
        {WEEKDAYS.map((day) => (
          <input key={day} type="hidden" name="days" value={day} />
        ))}
        <div>
          <label htmlFor={ids.time} className="text-sm font-semibold text-slate-800">
            Remind me at
          </label>
          <input
            id={ids.time}
            name="time"
            type="time"
            required
            defaultValue={defaultTime}
            className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <p className="mt-1 text-xs text-slate-600">Every day, {zone.replace(/_/g, ' ')} time.</p>
        </div>
        {answer && !answer.ok ? (
          <p id={ids.error} role="alert" className="text-sm font-semibold text-red-800">
            {answer.detail}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="reminders-on" disabled={fetcher.state !== 'idle'}>
            Remind me daily
          </Button>
          <Button type="submit" name="intent" value="reminders-declined" variant="ghost" formNoValidate disabled={fetcher.state !== 'idle'}>
            No thanks
          </Button>
        </div>
      </fetcher.Form>
    </section>
  )
}
