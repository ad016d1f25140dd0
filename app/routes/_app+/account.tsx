import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'

import { AiConsentSection } from '~/components/account/AiConsentSection'
import { AccessLogSection } from '~/components/account/AccessLogSection'
import { ConsentsSection } from '~/components/account/ConsentsSection'
import { DeleteAccountSection } from '~/components/account/DeleteAccountSection'
import { FoodPreferencesSection } from '~/components/food-preferences/FoodPreferencesSection'
import { PasswordForm } from '~/components/account/PasswordForm'
import { RemindersSection } from '~/components/account/RemindersSection'
import { SupportRegionSection } from '~/components/account/SupportRegionSection'
import { buttonClass } from '~/components/ui/Button'
import { PageHeader } from '~/components/ui/PageHeader'
import { currentConsents, WITHDRAW_MESSAGES } from '~/domain/account/consents'
import { ACCOUNT_MESSAGES } from '~/domain/account/messages'
import { hasOwnPassword } from '~/domain/account/recent-sign-in'
import { preferencesFromForm } from '~/domain/food-preferences/preferences'
import { REMINDER_MESSAGES } from '~/domain/reminders/settings'
import {
  changePasswordSchema,
  deleteAccountSchema,
  foodPreferencesUpdateSchema,
  reminderSettingsFromForm,
  reminderSettingsSchema,
  supportRegionFormSchema,
  withdrawConsentSchema,
} from '~/lib/form-schemas.server'
import { badRequest } from '~/lib/errors'
import { pageAction, parseWith } from '~/lib/http.server'
import { clearSessionCookie, requireCustomer, revokeAllSessions } from '~/lib/session.server'
import { requestTimeZone } from '~/lib/time-zone.server'
import { SUPPORT_REGION_NAMES } from '~/domain/wellbeing/support-contacts'
import { setSupportRegion, supportRegionOf } from '~/services/wellbeing/wellbeing-support.server'
import { setToast } from '~/lib/toast.server'
import { changePassword } from '~/services/account/change-password.server'
import { aiConsentFor } from '~/services/account/ai-consent.server'
import { listConsents, toPublicConsent, withdrawConsent } from '~/services/account/consents.server'
import { deleteAccount } from '~/services/account/delete-account.server'
import { readFoodPreferencesView, updateFoodPreferences } from '~/services/food-preferences/food-preferences.server'
import { readReminderSettings, saveReminderSettings, setContentEmails } from '~/services/reminders/reminder-settings.server'
import { accessLogAbout } from '~/services/admin/audit.server'

export const meta: MetaFunction = () => [{ title: 'Your account · Menopause Support' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer, signedInAt } = await requireCustomer(request, context)
  const [consents, reminders, food, ai, accessLog] = await Promise.all([
    listConsents(context.payload, customer.id),
    readReminderSettings(context.payload, customer.id),
    readFoodPreferencesView(context.payload, customer.id),
    aiConsentFor(context.payload, context.env, customer),
    accessLogAbout(context.payload, customer.id),
  ])
  const { content_emails: contentEmails, chosen, ...reminderSettings } = reminders
  return {
    brand: context.env.BRAND_NAME,
    ai,
    accessLog,
    food,
    reminders: reminderSettings,
    remindersChosen: chosen,
    contentEmails,
    name: customer.name,
    email: customer.email,
    hasPassword: hasOwnPassword(customer),
    signedInAt,
    consents: consents.map(toPublicConsent),
    dataSharingWithdrawnAt: customer.data_sharing_withdrawn_at ?? null,
    /** Where she is for the support numbers: her choice, else the default from her time zone. */
    supportRegion: { region: supportRegionOf(customer, requestTimeZone(request)), chosen: Boolean(customer.support_region) },
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const current = await requireCustomer(request, context)
  const { customer, token } = current
  const formData = await request.formData()
  const form = Object.fromEntries(formData)
  const toast = (message: string) => setToast(context, { type: 'success', message })
  return pageAction('Your account could not be changed. Please try again.', async () => {
    switch (form.intent) {
      case 'password': {
        await changePassword(context.payload, customer, token, parseWith(changePasswordSchema, form), context)
        return redirect('/account', { headers: { 'Set-Cookie': await toast(ACCOUNT_MESSAGES.passwordChanged) } })
      }
      case 'withdraw': {
        const { kind } = parseWith(withdrawConsentSchema, form)
        await withdrawConsent(context.payload, customer.id, kind)
        return redirect('/account', { headers: { 'Set-Cookie': await toast(WITHDRAW_MESSAGES[kind].withdrawn) } })
      }
      case 'reminders': {
        await saveReminderSettings(context.payload, customer.id, parseWith(reminderSettingsSchema, reminderSettingsFromForm(formData)))
        return redirect('/account#reminders', { headers: { 'Set-Cookie': await toast(REMINDER_MESSAGES.saved) } })
      }
      case 'content-emails': {
        const on = form.content_emails === 'on'
        await setContentEmails(context.payload, customer.id, on)
        return redirect('/account#reminders', { headers: { 'Set-Cookie': await toast(on ? REMINDER_MESSAGES.contentEmailsOn : REMINDER_MESSAGES.contentEmailsOff) } })
      }
      case 'support-region': {
        const { region } = parseWith(supportRegionFormSchema, form)
        await setSupportRegion(context.payload, customer.id, region)
        return redirect('/account#support-region', {
          headers: { 'Set-Cookie': await toast(`Saved: we will show you the numbers for ${region === 'elsewhere' ? 'outside the UK' : SUPPORT_REGION_NAMES[region]}.`) },
        })
      }
      case 'food-preferences': {
        await updateFoodPreferences(context.payload, customer.id, parseWith(foodPreferencesUpdateSchema, preferencesFromForm(formData)))
        return { ok: true as const }
      }
      case 'logout-all': {
        await revokeAllSessions(context.payload, customer.id)
        return signedOut(ACCOUNT_MESSAGES.signedOutEverywhere)
      }
      case 'delete': {
        await deleteAccount(context.payload, context.env, current, parseWith(deleteAccountSchema, form), context)
        return signedOut('Your account and your data are deleted.')
      }
      default:
        throw badRequest('Unknown action.')
    }
  })

  async function signedOut(message: string) {
    const headers = new Headers()
    headers.append('Set-Cookie', await clearSessionCookie(context))
    headers.append('Set-Cookie', await toast(message))
    return redirect('/', { headers })
  }
}

/** Your account (issue 18): who you are, password, devices, consents, your data and deleting it all. */
export default function Account() {
  const data = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>()
  const navigation = useNavigation()
  const signingOut = navigation.formData?.get('intent') === 'logout-all'

  return (
    <div className="space-y-8">
      <PageHeader title="Your account">Your details, your consents and your data.</PageHeader>

      {failure && 'detail' in failure ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
          {failure.detail}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="profile-heading" className="card p-6">
          <h2 id="profile-heading" className="text-xl">
            Profile
          </h2>
          <dl className="mt-4 space-y-3">
            <div>
              <dt className="text-sm text-slate-600">Name</dt>
              <dd className="font-semibold text-slate-900">{data.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">E-mail</dt>
              <dd className="break-all font-semibold text-slate-900">{data.email}</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="devices-heading" className="card p-6">
          <h2 id="devices-heading" className="text-xl">
            Devices
          </h2>
          <p className="mt-2 text-slate-700">
            Signed in on a phone or computer you no longer use? Sign out everywhere, this device included.
          </p>
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="logout-all" className={buttonClass('secondary')} disabled={signingOut}>
              Sign out of all devices
            </button>
          </Form>
        </section>
      </div>

      <SupportRegionSection region={data.supportRegion.region} chosen={data.supportRegion.chosen} />

      {data.hasPassword ? (
        <PasswordForm />
      ) : (
        <section aria-labelledby="password-heading" className="card p-6">
          <h2 id="password-heading" className="text-xl">
            Password
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">{ACCOUNT_MESSAGES.googleNoPassword} Your Google account keeps you signed in safely.</p>
        </section>
      )}

      <FoodPreferencesSection preferences={data.food.preferences} dietsFromAssessment={data.food.dietsFromAssessment} offer={data.food.offer} />

      <RemindersSection settings={data.reminders} chosen={data.remindersChosen} contentEmails={data.contentEmails} />

      <ConsentsSection consents={data.consents} withdrawnAt={data.dataSharingWithdrawnAt} />

      <AiConsentSection ai={data.ai} current={currentConsents(data.consents).ai_processing ?? null} brand={data.brand} />

      <AccessLogSection entries={data.accessLog} />

      <section aria-labelledby="export-heading" className="card p-6">
        <h2 id="export-heading" className="text-xl">
          Your data
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">
          Download everything we hold about you in one zip file: your profile, check-ins, assessments with your answers,
          meal plans with their recipes, food preferences, shopping lists, budget, food logs, sleep, progress summaries, what we sent you
          and e-mailed you, your reminder settings, payments and consents, your treatments and bleeding log, and who of our team opened your records, as JSON,
          with spreadsheets (CSV) of your check-ins, food logs and sleep. We hold no card
          details.
        </p>
        <p className="mt-2 max-w-prose text-slate-700">
          What we collect, why, who else handles it and for how long:{' '}
          <Link to="/privacy" className="font-semibold text-brand-700 underline underline-offset-2">
            our privacy notice
          </Link>
          .
        </p>
        <a href="/api/user/export" download className={`${buttonClass('primary')} mt-4`}>
          Download my data
        </a>
      </section>

      <DeleteAccountSection hasPassword={data.hasPassword} signedInAt={data.signedInAt} />
    </div>
  )
}
