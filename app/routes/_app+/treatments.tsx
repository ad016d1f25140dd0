import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useState } from 'react'

import { useLocalToday } from '~/components/checkin/local-date'
import { BleedingSection } from '~/components/treatments/BleedingSection'
import { GpReportPart } from '~/components/treatments/GpReportPart'
import { SafetyPrompts } from '~/components/treatments/SafetyPrompts'
import { TreatmentDialog } from '~/components/treatments/TreatmentDialogs'
import { TreatmentList } from '~/components/treatments/TreatmentList'
import { Button } from '~/components/ui/Button'
import { PageHeader } from '~/components/ui/PageHeader'
import { addDays } from '~/domain/checkins'
import { monthsSinceLastPeriod, PROMPT_WINDOW_DAYS, reviewBleeding } from '~/domain/treatments/bleeding'
import { TREATMENT_MESSAGES } from '~/domain/treatments/messages'
import { badRequest } from '~/lib/errors'
import { bleedingInputSchema, treatmentInputSchema, treatmentUpdateSchema } from '~/lib/form-schemas.server'
import { pageAction, parseWith } from '~/lib/http.server'
import { requireCustomer } from '~/lib/session.server'
import { requestTimeZoneOrDefault } from '~/lib/time-zone.server'
import { setToast } from '~/lib/toast.server'
import { useAppUser } from '~/routes/_app+/_layout'
import { deleteBleeding, recordBleeding } from '~/services/treatments/bleeding.server'
import { treatmentsPage } from '~/services/treatments/treatments-page.server'
import { addTreatment, deleteTreatment, updateTreatment } from '~/services/treatments/treatments.server'

export const meta: MetaFunction = () => [{ title: 'My treatments' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  return treatmentsPage(context.payload, customer, requestTimeZoneOrDefault(request))
}

/** A form's text field: absent or blank is left out, so the schema's own default or "unchanged" applies. */
function text(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const form = await request.formData()
  const id = String(form.get('id') ?? '')
  const time_zone = text(form, 'time_zone')
  // Stopping, restarting and deleting move or remove the treatment's card, and
  // with it the form that was sent: the outcome comes back as the page's own
  // toast after a redirect, not as the form's answer.
  const moved = async (message: string) => redirect('/treatments', { headers: { 'Set-Cookie': await setToast(context, { type: 'success', message }) } })
  return pageAction(TREATMENT_MESSAGES.saveFailed, async () => {
    switch (form.get('intent')) {
      case 'add': {
        const input = parseWith(treatmentInputSchema, {
          kind: text(form, 'kind'),
          name: form.get('name') ?? '',
          route: text(form, 'route'),
          dose: form.get('dose') ?? '',
          started_on: text(form, 'started_on'),
          stopped_on: text(form, 'stopped_on') ?? null,
          notes: text(form, 'notes') ?? null,
          time_zone,
        })
        await addTreatment(context.payload, customer.id, input)
        return { ok: true as const, message: TREATMENT_MESSAGES.added }
      }
      case 'edit': {
        const input = parseWith(treatmentUpdateSchema, {
          kind: text(form, 'kind'),
          name: form.get('name') ?? '',
          route: text(form, 'route'),
          started_on: text(form, 'started_on'),
          notes: text(form, 'notes') ?? null,
          time_zone,
        })
        await updateTreatment(context.payload, customer.id, id, input)
        return { ok: true as const, message: TREATMENT_MESSAGES.saved }
      }
      case 'dose': {
        const input = parseWith(treatmentUpdateSchema, { dose: form.get('dose') ?? '', dose_changed_on: text(form, 'dose_changed_on'), time_zone })
        await updateTreatment(context.payload, customer.id, id, input)
        return { ok: true as const, message: TREATMENT_MESSAGES.doseChanged }
      }
      case 'stop': {
        const input = parseWith(treatmentUpdateSchema, { stopped_on: text(form, 'stopped_on'), time_zone })
        await updateTreatment(context.payload, customer.id, id, input)
        return moved(TREATMENT_MESSAGES.stopped)
      }
      case 'restart': {
        await updateTreatment(context.payload, customer.id, id, parseWith(treatmentUpdateSchema, { stopped_on: null, time_zone }))
        return moved(TREATMENT_MESSAGES.restarted)
      }
      case 'delete': {
        await deleteTreatment(context.payload, customer.id, id)
        return moved(TREATMENT_MESSAGES.deleted)
      }
      case 'bleed': {
        const input = parseWith(bleedingInputSchema, { date: text(form, 'date'), flow: text(form, 'flow'), time_zone })
        const { replaced } = await recordBleeding(context.payload, customer.id, input)
        return { ok: true as const, message: replaced ? TREATMENT_MESSAGES.bleedReplaced : TREATMENT_MESSAGES.bleedLogged }
      }
      case 'bleed-delete': {
        await deleteBleeding(context.payload, customer.id, id)
        return { ok: true as const, message: TREATMENT_MESSAGES.bleedDeleted }
      }
      default:
        throw badRequest('Unknown action.')
    }
  })
}

/** My treatments (issue 30): what she takes, her bleeding, the prompts that matter, and the report for her GP. */
export default function TreatmentsPage() {
  const data = useLoaderData<typeof loader>()
  const user = useAppUser()
  const today = useLocalToday() ?? data.today
  const [adding, setAdding] = useState(false)
  const first = addDays(today, -(PROMPT_WINDOW_DAYS - 1))
  const review = reviewBleeding(data.bleeding, data.treatments, data.assessed, first, today)
  const lastPeriod = monthsSinceLastPeriod(today, data.assessed)

  return (
    <div className="space-y-8" data-testid="treatments">
      <PageHeader
        title="My treatments"
        actions={
          <>
            <a href="#gp-report" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              Report for my GP
            </a>
            <Button onClick={() => setAdding(true)}>Add a treatment</Button>
          </>
        }
      >
        Your HRT, other medicines and supplements, and any bleeding: what your GP asks about first.
      </PageHeader>

      <SafetyPrompts review={review} article={data.bleedingArticle} />

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <TreatmentList treatments={data.treatments} today={today} onAdd={() => setAdding(true)} />
        </div>
        <div className="space-y-8">
          <BleedingSection
            bleeding={data.bleeding}
            review={review}
            lastPeriod={lastPeriod}
            today={today}
            windowStart={first}
            article={data.bleedingArticle}
          />
          <GpReportPart userId={user.id} />
        </div>
      </div>

      <TreatmentDialog mode="add" open={adding} today={today} onClose={() => setAdding(false)} />
    </div>
  )
}
