'use client'

import { useSearchParams } from 'next/navigation'

import { ADMIN_MESSAGES } from '../../../app/domain/admin/staff'

/** Above Payload's login form: the 'Admin Portal' title (spec doc 2 §2), and the logout notice. */
export function LoginHeading() {
  const params = useSearchParams()
  return (
    <div className="lib-login">
      <h1 className="lib-login__title">Admin Portal</h1>
      <p className="lib-login__lead">Sign in with your staff e-mail and password.</p>
      {params?.get('logged_out') ? (
        <p className="lib-success" role="status">
          {ADMIN_MESSAGES.loggedOut}
        </p>
      ) : null}
    </div>
  )
}
