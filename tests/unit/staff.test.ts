import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'

import { hasStaffRole, STAFF_ROLES, WELLNESS_STAFF } from '~/domain/staff'
import { AppError } from '~/lib/errors'
import { requireStaff } from '~/lib/staff.server'

/** A context whose Payload recognises one JWT as the given user. */
function contextWith(user: Record<string, unknown> | null): AppLoadContext {
  const payload = {
    auth: async ({ headers }: { headers: Headers }) => ({ user: headers.get('Authorization') === 'JWT aaa.bbb.ccc' ? user : null }),
  }
  return { payload } as unknown as AppLoadContext
}

function request(authorization?: string) {
  return new Request('http://localhost/api/admin/x', { headers: authorization ? { Authorization: authorization } : {} })
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
    return 200
  } catch (error) {
    if (error instanceof AppError) return error.status
    throw error
  }
}

describe('staff roles', () => {
  it('names wellness staff as super admins and admins, not editors', () => {
    expect(STAFF_ROLES).toEqual(['super_admin', 'admin', 'editor'])
    expect(hasStaffRole('admin', WELLNESS_STAFF)).toBe(true)
    expect(hasStaffRole('editor', WELLNESS_STAFF)).toBe(false)
    expect(hasStaffRole(undefined, STAFF_ROLES)).toBe(false)
  })
})

describe('requireStaff', () => {
  const admin = { id: 's1', collection: 'users', role: 'admin', email: 'a@example.com' }
  const editor = { ...admin, role: 'editor' }

  it('answers 401 without a staff session, or with a customer', async () => {
    expect(await status(requireStaff(request(), contextWith(admin)))).toBe(401)
    expect(await status(requireStaff(request('JWT not-a-signed-token'), contextWith(admin)))).toBe(401)
    expect(await status(requireStaff(request('JWT aaa.bbb.ccc'), contextWith({ ...admin, collection: 'customers' })))).toBe(401)
  })

  it('answers 403 for a role that may not, and the staff member for one that may', async () => {
    expect(await status(requireStaff(request('JWT aaa.bbb.ccc'), contextWith(editor), WELLNESS_STAFF))).toBe(403)
    await expect(requireStaff(request('JWT aaa.bbb.ccc'), contextWith(admin), WELLNESS_STAFF)).resolves.toMatchObject({ id: 's1' })
    await expect(requireStaff(request('JWT aaa.bbb.ccc'), contextWith(editor))).resolves.toMatchObject({ role: 'editor' })
  })
})
