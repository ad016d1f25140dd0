import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'

import { parseTier, tierName } from '~/domain/entitlements'
import { isTestMode, upgradeSuccessMessage } from '~/domain/payments'
import { WELLNESS_STAFF } from '~/domain/staff'
import { toPublicUser } from '~/domain/user'
import { apiHandler, json, methodNotAllowed, readQuery, requireMethod } from '~/lib/http.server'
import { badRequest, forbidden, notFound, unauthorized } from '~/lib/errors'
import { getCurrentCustomer } from '~/lib/session.server'
import { assertStaffRole, getStaffUser } from '~/lib/staff.server'
import { findCustomerByEmail } from '~/services/customers.server'
import { setTierForTesting } from '~/services/payments/manage-subscription.server'

const querySchema = z.object({
  user_email: z.string().trim().toLowerCase().email().max(254),
  new_tier: z.string().max(50),
})

/** In live mode the route does not exist at all. */
function requireTestMode(secretKey: string | undefined) {
  if (!isTestMode(secretKey)) throw notFound()
}

export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  requireTestMode(context.env.STRIPE_SECRET_KEY)
  return methodNotAllowed(['POST'])
})

/**
 * POST /api/admin/upgrade-user-tier?user_email=&new_tier= (test mode only,
 * spec doc 1 §6-7): a customer changes their own tier without paying; wellness
 * staff may change anyone's.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireTestMode(context.env.STRIPE_SECRET_KEY)
  requireMethod(request, 'POST')
  const staff = await getStaffUser(request, context)
  const current = staff ? null : await getCurrentCustomer(request, context)
  if (!staff && !current) throw unauthorized()

  const query = readQuery(request, querySchema)
  const brand = context.env.BRAND_NAME
  const tier = parseTier(query.new_tier, brand)
  if (!tier) throw badRequest(`new_tier: must be ${tierName('base', brand)} or ${tierName('plus', brand)}`)

  let target
  if (staff) {
    assertStaffRole(staff, WELLNESS_STAFF, "Only wellness staff may change a customer's tier")
    target = await findCustomerByEmail(context.payload, query.user_email)
    if (!target) throw notFound('Customer not found')
  } else {
    target = current!.customer
    if (target.email.toLowerCase() !== query.user_email) throw forbidden('You can only change your own tier')
  }

  const updated = await setTierForTesting(context.payload, target, tier)
  const label = tierName(tier, brand)
  return json({ message: upgradeSuccessMessage(label), tier: label, user: toPublicUser(updated, brand) })
})
