import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'

import { AI_MESSAGES } from '~/domain/account/ai-consent'
import { WITHDRAW_MESSAGES } from '~/domain/account/consents'
import { aiConsentFormSchema } from '~/lib/form-schemas.server'
import { pageAction, parseWith } from '~/lib/http.server'
import { requireCustomer } from '~/lib/session.server'
import { declineAiConsent, giveAiConsent } from '~/services/account/ai-consent.server'
import { withdrawConsent } from '~/services/account/consents.server'

/** Nothing to show: the AI choice is made on /progress, /meal-plans or /account. */
export const loader = () => redirect('/account')

/**
 * The AI question's answer from any page that asks it (issue 35): yes (with
 * or without her journal notes), "No thanks", or a withdrawal. The page that
 * posted it reloads its data and shows `message`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const form = Object.fromEntries(await request.formData())
  return pageAction('Your choice could not be saved. Please try again.', async () => {
    const input = parseWith(aiConsentFormSchema, form)
    if (input.intent === 'agree') {
      const includeJournal = input.include_journal === 'on'
      await giveAiConsent(context.payload, context.env, customer.id, { include_journal: includeJournal, source: input.source })
      return { ok: true as const, message: includeJournal ? AI_MESSAGES.givenWithJournal : AI_MESSAGES.given }
    }
    if (input.intent === 'decline') {
      await declineAiConsent(context.payload, customer)
      return { ok: true as const, message: AI_MESSAGES.declined }
    }
    await withdrawConsent(context.payload, customer.id, 'ai_processing')
    return { ok: true as const, message: WITHDRAW_MESSAGES.ai_processing.withdrawn }
  })
}
