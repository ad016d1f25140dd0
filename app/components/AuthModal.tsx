import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { ForgotPasswordForm } from '~/components/auth/ForgotPasswordForm'
import { Button } from '~/components/ui/Button'
import { Dialog } from '~/components/ui/Dialog'
import { Spinner } from '~/components/ui/Spinner'
import { useTabKeys } from '~/components/ui/tabs'
import type { ActionFailure } from '~/lib/errors'

export type AuthTab = 'signin' | 'signup'

/** Spec doc 1 §2 "Auth modal", with the messages of §8. */
export function AuthModal({
  open,
  initialTab = 'signin',
  onClose,
}: {
  open: boolean
  initialTab?: AuthTab
  onClose: () => void
}) {
  const [tab, setTab] = useState<AuthTab>(initialTab)
  // "Forgot password?" swaps the Sign In form for a request form, with the address typed so far.
  const [forgotEmail, setForgotEmail] = useState<string | null>(null)
  useEffect(() => {
    if (open) {
      setTab(initialTab)
      setForgotEmail(null)
    }
  }, [open, initialTab])
  const titleId = useId()
  const forgotHeading = useId()
  const tabKeys = useTabKeys(AUTH_TABS, tab, setTab)

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-full max-w-md rounded-2xl p-0 shadow-xl">
      <div className="p-6">
        <div className="flex items-start justify-between">
          <h2 id={titleId} className="text-xl font-bold text-brand-800">
            Welcome to Menopause Support
          </h2>
          <button type="button" onClick={onClose} className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label="Close">
            <span aria-hidden="true">✕</span>
          </button>
        </div>

        <GoogleButton className="mt-5 w-full" onStart={onClose} />

        <div className="my-5 flex items-center gap-3 text-xs uppercase text-slate-600">
          <span className="h-px flex-1 bg-slate-200" />
          Or continue with email
          <span className="h-px flex-1 bg-slate-200" />
        </div>

        <div role="tablist" aria-label="Sign in or create an account" className="grid grid-cols-2 rounded-lg bg-slate-100 p-1">
          <TabButton id="signin" current={tab} onSelect={setTab} keys={tabKeys}>
            Sign In
          </TabButton>
          <TabButton id="signup" current={tab} onSelect={setTab} keys={tabKeys}>
            Create Account
          </TabButton>
        </div>

        <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`} className="mt-5">
          {tab === 'signup' ? (
            <SignUpForm />
          ) : forgotEmail !== null ? (
            <section aria-labelledby={forgotHeading} className="space-y-4">
              <div>
                <h3 id={forgotHeading} className="font-semibold text-slate-900">
                  Reset your password
                </h3>
                <p className="mt-1 text-sm text-slate-700">Enter the e-mail address you sign in with. We will send you a link to choose a new password.</p>
              </div>
              <ForgotPasswordForm defaultEmail={forgotEmail} autoFocus />
              <button type="button" onClick={() => setForgotEmail(null)} className="text-sm font-semibold text-brand-700 underline">
                Back to sign in
              </button>
            </section>
          ) : (
            <SignInForm onForgot={setForgotEmail} />
          )}
        </div>

        <p className="mt-5 text-center text-sm text-slate-600">
          How we look after your data:{' '}
          <Link to="/privacy" className="font-semibold text-brand-700 underline underline-offset-2">
            our privacy notice
          </Link>
        </p>
      </div>
    </Dialog>
  )
}

const AUTH_TABS: readonly AuthTab[] = ['signin', 'signup']

function TabButton({
  id,
  current,
  onSelect,
  keys,
  children,
}: {
  id: AuthTab
  current: AuthTab
  onSelect: (tab: AuthTab) => void
  keys: ReturnType<typeof useTabKeys<AuthTab>>
  children: string
}) {
  const selected = id === current
  return (
    <button
      ref={keys.tabRef(id)}
      type="button"
      role="tab"
      id={`auth-tab-${id}`}
      aria-selected={selected}
      // Only the selected tab's panel is in the page.
      aria-controls={selected ? `auth-panel-${id}` : undefined}
      tabIndex={selected ? 0 : -1}
      onClick={() => onSelect(id)}
      onKeyDown={keys.onTabKeyDown}
      className={`rounded-md px-3 py-2 text-sm font-semibold ${selected ? 'bg-white text-brand-800 shadow' : 'text-slate-700'}`}
    >
      {children}
    </button>
  )
}

/**
 * Starts Google sign-in with a plain form post, so it works before the page's
 * scripts load. `onStart` (the modal closing) runs after the browser has
 * taken the submission: closing first would remove the form and cancel it.
 * Without Google configured, the server answers the click with a message;
 * nothing is said before someone asks.
 */
export function GoogleButton({ className = '', onStart }: { className?: string; onStart?: () => void }) {
  return (
    <form method="post" action="/auth/google" onSubmit={() => (onStart ? setTimeout(onStart, 0) : undefined)}>
      <Button type="submit" variant="secondary" className={className}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.8 3.3-8.1z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z" />
        </svg>
        Continue with Google
      </Button>
    </form>
  )
}

function Field({
  label,
  name,
  type = 'text',
  autoComplete,
  minLength,
  hint,
  form,
}: {
  label: string
  name: string
  type?: string
  autoComplete: string
  minLength?: number
  hint?: string
  /** The form's checks: whether this field is the one to fix, and the message that says so. */
  form: AuthForm
}) {
  const id = useId()
  const invalid = form.invalid.includes(name)
  const describedBy = [hint ? `${id}-hint` : null, invalid ? form.errorId : null].filter(Boolean).join(' ')
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        minLength={minLength}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        onInput={(event) => form.changed(name, event.currentTarget.value)}
        className={`w-full rounded-lg border px-3 py-2 focus:border-brand-600 ${invalid ? 'border-red-700' : 'border-slate-300'}`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

interface AuthForm {
  /** The names of the fields left empty at the last submit and not filled since. */
  invalid: string[]
  /** The id of the form's message, which an empty field points to. */
  errorId: string
  changed: (name: string, value: string) => void
}

/**
 * Each form has its own fetcher, so a failure answer belongs to the form that
 * sent it. The browser's own bubbles are off (`noValidate`): an empty field
 * gets the spec's 'Please fill in all fields', is marked (`aria-invalid`,
 * pointing to the message) and takes the focus; the message goes once every
 * marked field is filled.
 */
function useAuthForm() {
  const fetcher = useFetcher<ActionFailure>()
  const [clientError, setClientError] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<string[]>([])
  const formRef = useRef<HTMLFormElement>(null)
  const errorId = useId()
  const pending = fetcher.state !== 'idle'
  const serverError = fetcher.data?.detail ?? null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const empty = [...new FormData(form).entries()].filter(([key, value]) => key !== 'intent' && !String(value).trim()).map(([key]) => key)
    if (empty.length > 0) {
      event.preventDefault()
      setInvalid(empty)
      setClientError('Please fill in all fields')
      const first = form.elements.namedItem(empty[0]!)
      if (first instanceof HTMLInputElement) first.focus()
      return
    }
    setInvalid([])
    setClientError(null)
  }

  function changed(name: string, value: string) {
    if (!invalid.includes(name) || !value.trim()) return
    const rest = invalid.filter((n) => n !== name)
    setInvalid(rest)
    if (rest.length === 0) setClientError(null)
  }

  const form: AuthForm = { invalid, errorId, changed }
  return { fetcher, pending, error: clientError ?? (pending ? null : serverError), onSubmit, formRef, form }
}

function FormError({ message, id }: { message: string | null; id: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  )
}

function SignInForm({ onForgot }: { onForgot: (email: string) => void }) {
  const { fetcher, pending, error, onSubmit, formRef, form } = useAuthForm()
  return (
    <fetcher.Form ref={formRef} method="post" action="/?index" onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={pending}>
      <input type="hidden" name="intent" value="login" />
      <Field label="Email" name="email" type="email" autoComplete="email" form={form} />
      <Field label="Password" name="password" type="password" autoComplete="current-password" form={form} />
      <p className="-mt-2 text-right">
        <button
          type="button"
          onClick={() => onForgot(String(new FormData(formRef.current ?? undefined).get('email') ?? ''))}
          className="text-sm font-semibold text-brand-700 underline"
        >
          Forgot password?
        </button>
      </p>
      <FormError message={error} id={form.errorId} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Signing in" className="h-4 w-4" /> : null}
        Sign In
      </Button>
    </fetcher.Form>
  )
}

function SignUpForm() {
  const { fetcher, pending, error, onSubmit, form } = useAuthForm()
  return (
    <fetcher.Form method="post" action="/?index" onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={pending}>
      <input type="hidden" name="intent" value="register" />
      <Field label="Full name" name="name" autoComplete="name" form={form} />
      <Field label="Email" name="email" type="email" autoComplete="email" form={form} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={6}
        hint="Minimum 6 characters"
        form={form}
      />
      <FormError message={error} id={form.errorId} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Creating account" className="h-4 w-4" /> : null}
        Create Account
      </Button>
    </fetcher.Form>
  )
}
