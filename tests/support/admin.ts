import { inject } from 'vitest'

import { api, staffRequest, staffToken, uniqueEmail } from './api'
import { STAFF } from './server'

export type StaffRoleName = 'super_admin' | 'admin' | 'editor'

/** Signs a staff member in through the staff API: the token for `Authorization: Bearer`. */
export async function adminLogin(email: string, password: string): Promise<string> {
  const res = await api('/api/admin/auth/login', { body: { email, password } })
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.session_token as string
}

/** The seeded super admin (ADMIN_EMAIL). */
export function superAdminToken(): Promise<string> {
  return adminLogin(STAFF.email, STAFF.password)
}

/** A new staff account with the given role, created by the super admin through Payload's API. */
export async function newStaff(role: StaffRoleName): Promise<{ email: string; password: string; token: string }> {
  const email = uniqueEmail(role.replace('_', '-'))
  const password = `${role}-password-1`
  const created = await staffRequest('/users', { token: await staffToken(), body: { email, password, role, name: `Test ${role}` } })
  if (created.status !== 201) throw new Error(`staff create failed: ${created.status} ${JSON.stringify(created.body)}`)
  return { email, password, token: await adminLogin(email, password) }
}

/** Multipart upload to the staff API, as the upload dialog sends it. */
export async function uploadFile(
  token: string | undefined,
  file: { name: string; bytes: Uint8Array; type?: string },
  fields: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const form = new FormData()
  for (const [key, value] of Object.entries({ title: 'Test file', ...fields })) form.set(key, value)
  form.set('file', new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name)
  const response = await fetch(`${inject('baseUrl')}/api/admin/media/upload-file`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // keep text
  }
  return { status: response.status, body }
}

/** A real 1×1 PNG. */
export const PNG_1X1 = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
)

/** A minimal PDF document. */
export const PDF_DOC = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
