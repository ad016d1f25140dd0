import type { AdminViewServerProps } from 'payload'

import { ADMIN_MESSAGES, canSeeCustomerData } from '../../../../app/domain/admin/staff'
import { customerListQuery, listCustomers } from '../../../../app/cms-bridge/admin-views.server'
import { env } from '../../../../app/lib/env.server'
import { Pager } from '../../components/Pager'
import { NotAllowed, param, requireStaffView, staffTimeZone, ViewShell } from '../../components/ViewShell'
import { formatIn } from '../../../../app/domain/time-zone'
import { CustomerDetailsButton } from './CustomerDetails'

/** The portal's Customers (spec doc 2 §2): search, table, paging and the details dialog. */
export async function CustomersView(props: AdminViewServerProps) {
  const staff = requireStaffView(props)
  if (!canSeeCustomerData(staff.role)) {
    return (
      <ViewShell props={props} title="Customers">
        <NotAllowed role={staff.role} />
      </ViewShell>
    )
  }
  const parsed = customerListQuery.safeParse({ search: param(props.searchParams?.search), page: param(props.searchParams?.page) || undefined })
  const query = parsed.success ? parsed.data : customerListQuery.parse({})
  let result: Awaited<ReturnType<typeof listCustomers>> | null = null
  try {
    result = await listCustomers(props.initPageResult.req.payload, env().BRAND_NAME, query)
  } catch (error) {
    props.initPageResult.req.payload.logger.error({ err: error, msg: 'Customer list failed' })
  }
  const link = (page: number) => `/admin/customers?${new URLSearchParams({ ...(query.search ? { search: query.search } : {}), page: String(page) })}`

  return (
    <ViewShell props={props} title="Customers">
      <form className="lib-search" method="get" action="/admin/customers" role="search">
        <label htmlFor="customer-search" className="lib-visually-hidden">
          Search customers by name or e-mail
        </label>
        <input id="customer-search" name="search" type="search" defaultValue={query.search} placeholder="Search by name or email…" />
        <button type="submit" className="lib-button">
          Search
        </button>
      </form>
      {!result ? (
        <p className="lib-error" role="alert">
          {ADMIN_MESSAGES.customersFailed}
        </p>
      ) : (
        <>
          <p className="lib-muted">{result.total.toLocaleString('en-GB')} customers</p>
          {/* A focusable frame, so the keyboard can scroll the table sideways on a phone. */}
          <div className="lib-table-wrap" role="region" aria-label="Customers table" tabIndex={0}>
            <table className="lib-table lib-table--customers">
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Tier</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Profile Status</th>
                  <th scope="col">
                    <span className="lib-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.customers.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="lib-muted">
                      No customers found.
                    </td>
                  </tr>
                ) : (
                  result.customers.map((c) => (
                    <tr key={c.id} data-testid="customer-row">
                      <td>
                        <div className="lib-strong">{c.name}</div>
                        <div className="lib-muted lib-small">{c.email}</div>
                      </td>
                      <td>
                        <span className={`lib-badge lib-badge--${c.tier.endsWith('+') ? 'plus' : 'base'}`}>{c.tier}</span>
                      </td>
                      <td>{formatIn(c.created_at, staffTimeZone(props), 'day')}</td>
                      <td>
                        <span className={c.profile_completed ? 'lib-badge lib-badge--ok' : 'lib-badge lib-badge--warn'}>
                          {c.profile_completed ? 'Complete' : 'Incomplete'}
                        </span>
                        {c.data_sharing_withdrawn_at ? (
                          <>
                            {' '}
                            <span className="lib-badge lib-badge--warn">Consent withdrawn</span>
                          </>
                        ) : null}
                      </td>
                      <td>
                        <CustomerDetailsButton id={c.id} name={c.name} consentWithdrawnAt={c.data_sharing_withdrawn_at} />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pager page={query.page} pages={result.pages} href={link} />
        </>
      )}
    </ViewShell>
  )
}
