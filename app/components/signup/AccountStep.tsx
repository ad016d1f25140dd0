import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { describedBy, FieldError, HELP, INPUT, LEGEND } from '~/components/questionnaire/QuestionField'
import type { FieldErrors } from '~/components/questionnaire/QuestionnaireForm'
import { Button } from '~/components/ui/Button'
import { Spinner } from '~/components/ui/Spinner'
import { SIGNUP_MESSAGES, type SignupAccount } from '~/domain/questionnaire/signup'

type StoredAccount = Pick<SignupAccount, 'name' | 'email'>

/**
 * The account step's name and e-mail, kept in this tab's sessionStorage like
 * the answers (decision 0006), so a reload loses nothing. The password is
 * never part of it.
 */
export function useStoredAccount(key: string) {
  const [account, setAccount] = useState<StoredAccount>({ name: '', email: '' })
  const restored = useRef(false)
  useEffect(() => {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Partial<StoredAccount> | null
      if (stored) setAccount({ name: String(stored.name ?? ''), email: String(stored.email ?? '') })
    } catch {
      // Nothing usable kept.
    }
    restored.current = true
  }, [key])
  useEffect(() => {
    if (!restored.current) return
    try {
      window.sessionStorage.setItem(key, JSON.stringify({ name: account.name, email: account.email }))
    } catch {
      // Storage blocked: the step still works, it just will not survive a reload.
    }
  }, [key, account])
  return [account, setAccount] as const
}

function Field({
  label,
  type,
  value,
  onChange,
  autoComplete,
  hint,
  error,
}: {
  label: string
  type: 'text' | 'email' | 'password'
  value: string
  onChange: (value: string) => void
  autoComplete: string
  hint?: string
  error?: string
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={LEGEND}>
        {label}
        <span className="ml-1 text-brand-700" aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), error)}
        maxLength={type === 'password' ? 1024 : 254}
        className={INPUT + (error ? ' border-red-700 ring-1 ring-red-700' : '')}
      />
      {hint ? (
        <p id={`${id}-help`} className={HELP}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  )
}

/** Doc 2 §5, step 0: name, e-mail and a password of at least 6 characters. */
export function AccountStep({
  account,
  onChange,
  password,
  onPassword,
  errors,
}: {
  account: StoredAccount
  onChange: (account: StoredAccount) => void
  password: string
  onPassword: (password: string) => void
  /** The problems to show beside the fields, by field name (`name`, `email`, `password`). */
  errors: FieldErrors
}) {
  return (
    <>
      <Field
        label="Full name"
        type="text"
        value={account.name}
        onChange={(name) => onChange({ ...account, name })}
        autoComplete="name"
        error={errors.name}
      />
      <Field
        label="Email"
        type="email"
        value={account.email}
        onChange={(email) => onChange({ ...account, email })}
        autoComplete="email"
        error={errors.email}
      />
      <Field
        label="Password"
        type="password"
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
        hint={SIGNUP_MESSAGES.passwordHint}
        error={errors.password}
      />
    </>
  )
}

/**
 * Doc 2 §8: the e-mail is already registered. She can sign in here, and the
 * answers she typed are stored with her account rather than lost.
 */
export function SignInToKeepAnswers({
  email: initialEmail,
  pending,
  onSignIn,
}: {
  email: string
  pending: boolean
  onSignIn: (email: string, password: string) => void
}) {
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // It opens below the form: bring it into view and put the reader there.
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim() || password.length === 0) return setProblem('Please fill in all fields')
    setProblem(null)
    onSignIn(email.trim(), password)
  }

  return (
    <section aria-labelledby={titleId} className="card space-y-4 p-4 sm:p-6" data-testid="signin-keep-answers">
      <div>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          Sign in and keep your answers
        </h2>
        <p role="alert" className="mt-1 text-slate-700">
          {SIGNUP_MESSAGES.alreadyRegistered} Your answers are saved with your account when you sign in.
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={pending}>
        <Field label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
        <Field label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" />
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner label="Signing in" className="h-4 w-4" /> : null}
          Sign in and save my answers
        </Button>
      </form>
    </section>
  )
}
