import type { Payload } from 'payload'

import type { Customer, Payment } from '../../../types/payload-types'
import type { Tier } from '../../domain/entitlements'
import { findOwnFields } from '../own-records.server'

export interface PaymentSummary {
  id: string
  tier: Tier
  amount: number
  currency: string
  status: Payment['status']
  provider: Payment['provider']
  paid_at: string
}

/** The customer's own payments, newest first: only the fields the billing page shows. */
export function listPayments(payload: Payload, customer: Customer, limit = 24): Promise<PaymentSummary[]> {
  return findOwnFields(payload, customer.id, 'payments', ['tier', 'amount', 'currency', 'status', 'provider', 'paid_at'], {
    sort: '-paid_at',
    limit,
  })
}
