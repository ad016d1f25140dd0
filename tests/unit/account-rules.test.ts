import { describe, expect, it } from 'vitest'

import { consentInSubmission, currentConsents, sharesDataWithStaff, wordingVersion } from '~/domain/account/consents'
import { csvField, csvLine } from '~/domain/account/csv'
import { hasOwnPassword, signedInRecently } from '~/domain/account/recent-sign-in'
import { ACCOUNT_MESSAGES, changePasswordSchema, deleteAccountSchema, withdrawConsentSchema } from '~/domain/account/schemas'
import { COMPREHENSIVE_ASSESSMENT, CONSENT_PHRASE } from '~/domain/questionnaire/comprehensive'
import { SIMPLIFIED_ASSESSMENT } from '~/domain/questionnaire/simplified'
import { TEST_SUBMISSION } from '~/domain/questionnaire/test-submission'
import { profileForExport, exportFileName } from '~/services/account/export-data.server'

describe('the consent a submission gives', () => {
  it.each([
    ['comprehensive', COMPREHENSIVE_ASSESSMENT],
    ['simplified', SIMPLIFIED_ASSESSMENT],
    ['test form', TEST_SUBMISSION],
  ])('%s: the question and the ticked phrase, word for word, with a version', (_name, definition) => {
    const consent = consentInSubmission(definition, { data_consent: [CONSENT_PHRASE] })
    expect(consent).not.toBeNull()
    expect(consent!.kind).toBe('data_sharing')
    expect(consent!.wording).toMatch(/healthcare provider\?/)
    expect(consent!.wording.endsWith(CONSENT_PHRASE)).toBe(true)
    expect(consent!.wording_version).toBe(wordingVersion(consent!.wording))
  })

  it('the comprehensive assessment includes the consent page’s introduction she read', () => {
    const consent = consentInSubmission(COMPREHENSIVE_ASSESSMENT, { data_consent: [CONSENT_PHRASE] })
    expect(consent!.wording.startsWith('Your answers are stored securely in your account.')).toBe(true)
  })

  it('is none without the phrase ticked', () => {
    expect(consentInSubmission(SIMPLIFIED_ASSESSMENT, { data_consent: [] })).toBeNull()
    expect(consentInSubmission(SIMPLIFIED_ASSESSMENT, {})).toBeNull()
    expect(consentInSubmission(SIMPLIFIED_ASSESSMENT, { data_consent: 'yes' })).toBeNull()
  })

  it('is none for a questionnaire that asks for no consent', () => {
    expect(consentInSubmission({ ...SIMPLIFIED_ASSESSMENT, submit: [] }, { data_consent: [CONSENT_PHRASE] })).toBeNull()
  })
})

describe('wording versions', () => {
  it('are stable for the same words and change with any change', () => {
    expect(wordingVersion('I agree')).toBe(wordingVersion('I agree'))
    expect(wordingVersion('I agree')).not.toBe(wordingVersion('I agree.'))
    expect(wordingVersion('I agree')).toMatch(/^w-[0-9a-f]{8}$/)
  })
})

describe('current consents and staff access', () => {
  const record = (agreed_at: string, status: 'agreed' | 'withdrawn') => ({ kind: 'data_sharing' as const, status, agreed_at })

  it('the current consent of a kind is the one agreed most recently', () => {
    const older = record('2026-01-01T00:00:00.000Z', 'withdrawn')
    const newer = record('2026-03-01T00:00:00.000Z', 'agreed')
    expect(currentConsents([older, newer]).data_sharing).toBe(newer)
    expect(currentConsents([newer, older]).data_sharing).toBe(newer)
    expect(currentConsents([])).toEqual({})
  })

  it('staff see her data unless she has withdrawn the data-sharing consent', () => {
    expect(sharesDataWithStaff({ data_sharing_withdrawn_at: null })).toBe(true)
    expect(sharesDataWithStaff({})).toBe(true)
    expect(sharesDataWithStaff({ data_sharing_withdrawn_at: '2026-11-21T07:00:00.000Z' })).toBe(false)
  })
})

describe('the account forms', () => {
  it('deletion needs the password and DELETE typed exactly', () => {
    expect(deleteAccountSchema.safeParse({ password: 'x', confirm: 'DELETE' }).success).toBe(true)
    for (const confirm of ['delete', 'DELETE ', '', undefined, true]) {
      const result = deleteAccountSchema.safeParse({ password: 'x', confirm })
      expect(result.success).toBe(false)
      expect(result.error!.issues[0].message).toBe(ACCOUNT_MESSAGES.confirmDelete)
    }
    expect(deleteAccountSchema.safeParse({ password: '', confirm: 'DELETE' }).success).toBe(false)
  })

  it('a new password needs 6 characters and must differ from the current one', () => {
    expect(changePasswordSchema.safeParse({ current_password: 'old-one', new_password: 'new-one' }).success).toBe(true)
    expect(changePasswordSchema.safeParse({ current_password: 'old-one', new_password: 'short' }).success).toBe(false)
    const same = changePasswordSchema.safeParse({ current_password: 'same-one', new_password: 'same-one' })
    expect(same.error!.issues[0]).toMatchObject({ path: ['new_password'], message: ACCOUNT_MESSAGES.samePassword })
    expect(changePasswordSchema.safeParse({ new_password: 'new-one' }).success).toBe(false)
  })

  it('only the data-sharing consent can be withdrawn', () => {
    expect(withdrawConsentSchema.safeParse({ kind: 'data_sharing' }).success).toBe(true)
    expect(withdrawConsentSchema.safeParse({ kind: 'marketing' }).success).toBe(false)
  })
})

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', 3, true, null, undefined])).toBe('a,"b,c","say ""hi""","two\nlines",3,true,,\r\n')
  })

  it('keeps a spreadsheet from running text that looks like a formula, but not numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvField('+44 7700')).toBe("'+44 7700")
    expect(csvField('@home')).toBe("'@home")
    expect(csvField(-3)).toBe('-3')
  })
})

describe('the export', () => {
  it('holds her profile without the password hash, salt or lockout counters', () => {
    const customer = {
      id: 'c1',
      name: 'Ann',
      email: 'ann@example.com',
      tier: 'plus',
      hash: 'h',
      salt: 's',
      loginAttempts: 2,
      lockUntil: null,
      resetPasswordToken: 't',
      createdAt: '2026-01-01T00:00:00.000Z',
    } as never
    const profile = profileForExport(customer, 'Liberate')
    expect(profile).toEqual({ id: 'c1', name: 'Ann', email: 'ann@example.com', tier: 'plus', tier_name: 'Liberate+', createdAt: '2026-01-01T00:00:00.000Z' })
  })

  it('is named after the brand and the day', () => {
    expect(exportFileName('Liberate', new Date('2026-11-21T07:00:00Z'))).toBe('liberate-data-2026-11-21.zip')
    expect(exportFileName('Her Time', new Date('2026-11-21T07:00:00Z'))).toBe('her-time-data-2026-11-21.zip')
  })
})

describe('accounts without a password of their own (made through Google)', () => {
  const now = new Date('2026-11-21T12:00:00Z')
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString()

  it('count a sign-in as recent for 15 minutes, not after, and not from the future or from nothing', () => {
    expect(signedInRecently(minutesAgo(0), now)).toBe(true)
    expect(signedInRecently(minutesAgo(15), now)).toBe(true)
    expect(signedInRecently(minutesAgo(15.1), now)).toBe(false)
    expect(signedInRecently(minutesAgo(-0.5), now)).toBe(true)
    expect(signedInRecently(minutesAgo(-5), now)).toBe(false)
    expect(signedInRecently(null, now)).toBe(false)
    expect(signedInRecently('not a date', now)).toBe(false)
  })

  it('ask for the password unless the account says it has none', () => {
    expect(hasOwnPassword({ password_set: true })).toBe(true)
    expect(hasOwnPassword({ password_set: null })).toBe(true)
    expect(hasOwnPassword({})).toBe(true)
    expect(hasOwnPassword({ password_set: false })).toBe(false)
  })

  it('deletion takes the typed word with or without a password', () => {
    expect(deleteAccountSchema.safeParse({ confirm: 'DELETE' }).success).toBe(true)
    expect(deleteAccountSchema.safeParse({ password: 'secret', confirm: 'DELETE' }).success).toBe(true)
    expect(deleteAccountSchema.safeParse({ password: '', confirm: 'DELETE' }).success).toBe(false)
    expect(deleteAccountSchema.safeParse({}).success).toBe(false)
  })
})
