import type { ServerProps } from 'payload'

import { staffRoleLabel } from '../../../app/domain/staff'
import type { StaffRole } from '../../../app/domain/staff'
import { ChangePasswordButton } from './ChangePassword'
import { LogoutButton } from './LogoutButton'

/**
 * The header's staff block (spec doc 2 §2): e-mail, role label, change
 * password and Log out. Inline on wide screens; behind an account menu on
 * narrow ones, where the header has room for little more than the label.
 */
export function HeaderActions({ user }: ServerProps) {
  const staff = user as { email?: string; role?: StaffRole; collection?: string } | undefined
  if (!staff || staff.collection !== 'users') return null
  const label = staffRoleLabel(staff.role)
  return (
    <>
      <div className="lib-header lib-header--wide">
        <span className="lib-header__email" data-testid="admin-email">
          {staff.email}
        </span>
        <span className="lib-badge lib-badge--role" data-testid="admin-role">
          {label}
        </span>
        <ChangePasswordButton />
        <LogoutButton />
      </div>
      <details className="lib-header lib-header--narrow">
        <summary aria-label={`Account: ${staff.email}, ${label}`}>
          <span className="lib-badge lib-badge--role">{label}</span>
        </summary>
        <div className="lib-header__menu">
          <span className="lib-header__email">{staff.email}</span>
          <ChangePasswordButton />
          <LogoutButton />
        </div>
      </details>
    </>
  )
}
