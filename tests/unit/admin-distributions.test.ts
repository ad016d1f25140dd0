import { describe, expect, it } from 'vitest'

import { canDistribute, confirmationText, distributedMessage, distributionStatus, parseEmailList, tierCodesFromNames } from '~/domain/admin/distributions'
import { checkNewPassword, portalAreasFor } from '~/domain/admin/staff'
import { staffRoleLabel } from '~/domain/staff'

describe('distribution rules (doc 2 §4-5)', () => {
  it('reads a comma-separated e-mail list: trimmed, blanks dropped', () => {
    expect(parseEmailList(' Ann@Example.com, ,bea@example.com,, ann@example.com ')).toEqual(['ann@example.com', 'bea@example.com'])
    expect(parseEmailList('')).toEqual([])
  })
  it('enables Distribute only with a title, and recipients unless it goes to all users', () => {
    expect(canDistribute({ title: '', recipientType: 'all_users', recipients: [] })).toBe(false)
    expect(canDistribute({ title: 'Spring', recipientType: 'all_users', recipients: [] })).toBe(true)
    expect(canDistribute({ title: 'Spring', recipientType: 'tier_specific', recipients: [] })).toBe(false)
    expect(canDistribute({ title: 'Spring', recipientType: 'individual', recipients: ['a@b.c'] })).toBe(true)
  })
  it("warns loudly for all users and confirms plainly otherwise", () => {
    expect(confirmationText('all_users', [])).toMatchObject({ warning: true, text: expect.stringContaining('ALL users') })
    expect(confirmationText('individual', ['a@b.c'])).toMatchObject({ warning: false })
  })
  it("shows 'Sent' once sent_at is set, otherwise 'Scheduled'", () => {
    expect(distributionStatus('2026-01-01T00:00:00Z')).toBe('Sent')
    expect(distributionStatus(null)).toBe('Scheduled')
  })
  it('words the success message as the spec does', () => {
    expect(distributedMessage(12)).toBe('Media distributed to 12 users')
  })
  it('maps tier names to stored codes and reports unknown ones', () => {
    expect(tierCodesFromNames(['Liberate+', 'Liberate'], 'Liberate')).toEqual({ codes: ['plus', 'base'], unknown: [] })
    expect(tierCodesFromNames(['Gold'], 'Liberate')).toEqual({ codes: [], unknown: ['Gold'] })
  })
})

describe('staff rules (doc 2 §2, §5)', () => {
  it("labels super_admin 'Super Admin', wellness staff 'Admin' and content editors 'Editor'", () => {
    expect(staffRoleLabel('super_admin')).toBe('Super Admin')
    expect(staffRoleLabel('admin')).toBe('Admin')
    expect(staffRoleLabel('editor')).toBe('Editor')
  })
  it('gives editors only the portal areas they can use', () => {
    const titles = (role: 'super_admin' | 'admin' | 'editor') => portalAreasFor(role).map((area) => area.title)
    expect(titles('super_admin')).toEqual(['Dashboard', 'Customers', 'Media', 'Content review'])
    expect(titles('admin')).toEqual(['Dashboard', 'Customers', 'Media', 'Content review'])
    expect(titles('editor')).toEqual(['Media', 'Content review'])
  })
  it('checks the change-password dialog', () => {
    expect(checkNewPassword('abcd', 'abce')).toBe('New passwords do not match')
    expect(checkNewPassword('abc', 'abc')).toBe('New password must be at least 4 characters')
    expect(checkNewPassword('abcd', 'abcd')).toBeNull()
  })
})
