import { useFetcher } from '@remix-run/react'

import { PhoneReminders } from '~/components/phone-app/PhoneReminders'
import { ReminderSettingsForm } from '~/components/reminders/ReminderSettingsForm'
import { buttonClass } from '~/components/ui/Button'
import { describeReminders, type ReminderSettings } from '~/domain/reminders/settings'

/**
 * Reminders and e-mails on /account (issue 25): what is on, in words, then
 * the daily check-in reminder's settings and the e-mails about new personal
 * content, each of which she can turn off.
 */
export function RemindersSection({ settings, chosen, contentEmails }: { settings: ReminderSettings; chosen: boolean; contentEmails: boolean }) {
  const toggle = useFetcher()
  const pendingContent = toggle.state !== 'idle'
  return (
    <section id="reminders" aria-labelledby="reminders-heading" className="card scroll-mt-24 p-6">
      <h2 id="reminders-heading" className="text-xl">
        Reminders and e-mails
      </h2>
      <ul className="mt-3 space-y-1 text-slate-800" data-testid="email-settings-summary">
        <li>
          <span className="font-semibold">Check-in reminder: </span>
          {describeReminders(settings)}
        </li>
        <li>
          <span className="font-semibold">New personal content: </span>
          {contentEmails ? 'We e-mail you when your wellness team sends you something.' : 'No e-mails; it still appears in your library.'}
        </li>
      </ul>

      <div className="mt-6 border-t border-slate-100 pt-4">
        <h3 className="font-semibold text-slate-900">Daily check-in reminder</h3>
        <p className="mt-1 max-w-prose text-sm text-slate-700">
          A short, friendly nudge on the days you choose, at your time. None on a day you have already checked in, and never more than one a day.
        </p>
        <ReminderSettingsForm settings={settings} chosen={chosen} />
        <PhoneReminders settings={settings} />
      </div>

      <div className="mt-6 border-t border-slate-100 pt-4">
        <h3 className="font-semibold text-slate-900">When your wellness team sends you something</h3>
        <p className="mt-1 max-w-prose text-sm text-slate-700">
          A short e-mail saying something new is waiting in your library. It never says what it is.
        </p>
        <toggle.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="content-emails" />
          <button type="submit" name="content_emails" value={contentEmails ? 'off' : 'on'} className={buttonClass('secondary')} disabled={pendingContent}>
            {contentEmails ? 'Stop these e-mails' : 'E-mail me about new content'}
          </button>
        </toggle.Form>
      </div>
    </section>
  )
}
