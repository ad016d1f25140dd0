import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Link, useFetcher, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'

import { Logo } from '~/components/Logo'
import { QuestionnaireForm, type FormWording } from '~/components/questionnaire/QuestionnaireForm'
import { forgetStoredAnswers } from '~/components/questionnaire/useStoredAnswers'
import { AccountStep, SignInToKeepAnswers, useStoredAccount } from '~/components/signup/AccountStep'
import { useToast } from '~/components/Toasts'
import {
  contactFromAccount,
  SIGNUP_MESSAGES,
  SIGNUP_QUESTIONNAIRE,
  signupFailureMessage,
  accountStepProblems,
} from '~/domain/questionnaire/signup'
import type { Answers } from '~/domain/questionnaire/types'
import { AppError, badRequest, type ActionFailure } from '~/lib/errors'
import { loginSchema, registerSchema, signupAnswersField } from '~/lib/form-schemas.server'
import { pageAction, parseWith } from '~/lib/http.server'
import { limitRegistration, limitSignIn } from '~/lib/rate-limit.server'
import { commitSessionCookie, getCurrentCustomer } from '~/lib/session.server'
import { setToast } from '~/lib/toast.server'
import { useRootData } from '~/root'
import { signInWithAnswers } from '~/services/signup/sign-in-with-answers.server'
import { signUp, type SignupResult } from '~/services/signup/sign-up.server'

export const meta: MetaFunction = () => [{ title: 'Create your account' }]

/** Doc 2 §2: public; someone already signed in has an account and goes to her dashboard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getCurrentCustomer(request, context)) throw redirect('/dashboard')
  return null
}

// Signing up sets the session cookie: this page's loader would then send her
// to the dashboard before the page takes her on to the meal plans.
export const shouldRevalidate = () => false

/** Any failure of the chain is worded as doc 2 §8 says; the status and any headers stay the service's. */
async function worded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, signupFailureMessage(error.status, error.detail), error.headers)
    throw error
  }
}

async function signedIn(context: ActionFunctionArgs['context'], result: SignupResult, welcome: string) {
  const headers = new Headers()
  headers.append('Set-Cookie', await commitSessionCookie(context, result.token))
  // The meal plans page shows why the first plan did not start, beside its generate button.
  const toast = result.mealPlanError ? { type: 'error' as const, message: result.mealPlanError } : { type: 'success' as const, message: welcome }
  headers.append('Set-Cookie', await setToast(context, toast))
  return json({ ok: true as const, goTo: result.goTo ?? '/meal-plans' }, { headers })
}

/**
 * intent=signup: the whole signup chain in one action (services/signup).
 * intent=signin: the e-mail is already registered; she signs in and keeps her answers.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData())
  if (form.intent === 'signin') {
    return pageAction('Login failed', async () => {
      const login = parseWith(loginSchema, form)
      const answers = parseWith(signupAnswersField, form.answers)
      await limitSignIn(context, login.email)
      return signedIn(context, await signInWithAnswers(context.payload, context.env, { login, answers }, context), 'Welcome back!')
    })
  }
  return pageAction(SIGNUP_MESSAGES.failed, () =>
    worded(async () => {
      if (form.intent !== 'signup') throw badRequest('intent: must be signup or signin')
      const account = parseWith(registerSchema, form)
      const answers = parseWith(signupAnswersField, form.answers)
      await limitRegistration(context, account.email)
      return signedIn(context, await signUp(context.payload, context.env, { account, answers }), 'Account created successfully!')
    }),
  )
}

const STORAGE_KEY = `questionnaire:visitor:${SIGNUP_QUESTIONNAIRE.assessment_type}`
const ACCOUNT_KEY = 'signup:account'

/** Doc 2 §2: 'Step n of N' and a percent complete. */
const WORDING: FormWording = {
  step: (index, total) => `Step ${index + 1} of ${total}`,
  back: 'Back',
  next: 'Next',
  submit: 'Create Account',
  submitting: 'Creating account...',
  sections: false,
  sectionTitles: true,
}

type ActionAnswer = { ok: true; goTo: string } | ActionFailure

export default function SignupQuestionnairePage() {
  const { brand } = useRootData()
  const toast = useToast()
  const navigate = useNavigate()
  const fetcher = useFetcher<ActionAnswer>()
  const [account, setAccount] = useStoredAccount(ACCOUNT_KEY)
  // The password lives only in this page's memory: never stored, gone on reload.
  const [password, setPassword] = useState('')
  const [alreadyRegistered, setAlreadyRegistered] = useState(false)
  const lastAnswers = useRef<Answers>({})

  useEffect(() => {
    const result = fetcher.data
    if (!result || fetcher.state !== 'idle') return
    if (result.ok) {
      forgetStoredAnswers(STORAGE_KEY)
      forgetStoredAnswers(ACCOUNT_KEY)
      navigate(result.goTo)
      return
    }
    // Once shown, the way to sign in stays (a mistyped password is answered there).
    if (result.detail === SIGNUP_MESSAGES.alreadyRegistered) setAlreadyRegistered(true)
    toast({ type: 'error', message: result.detail })
  }, [fetcher.data, fetcher.state]) // eslint-disable-line react-hooks/exhaustive-deps

  function send(fields: Record<string, string>) {
    fetcher.submit({ ...fields, answers: JSON.stringify(lastAnswers.current) }, { method: 'post' })
  }

  return (
    <div className="min-h-screen bg-gradient-to-b from-peach-50 via-canvas to-plum-50">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-4 py-5 sm:px-6">
        <Link to="/" aria-label={`${brand} home`}>
          <Logo brand={brand} />
        </Link>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 pb-16 sm:px-6">
        <div>
          <h1 className="text-3xl font-bold">Create your account</h1>
          <p className="mt-1 text-slate-700">A few questions about you, so your first meal plan is made for how you feel.</p>
        </div>
        <QuestionnaireForm
          definition={SIGNUP_QUESTIONNAIRE}
          wording={WORDING}
          added={contactFromAccount(account)}
          leadingStep={{
            title: 'Your account',
            content: (errors) => <AccountStep account={account} onChange={setAccount} password={password} onPassword={setPassword} errors={errors} />,
            problems: () => accountStepProblems({ ...account, password }),
          }}
          submitter={{
            storageKey: STORAGE_KEY,
            submitting: fetcher.state !== 'idle',
            submitAnswers: (answers) => {
              lastAnswers.current = answers
              send({ intent: 'signup', name: account.name, email: account.email, password })
            },
          }}
        >
          {alreadyRegistered ? (
            <SignInToKeepAnswers
              email={account.email}
              pending={fetcher.state !== 'idle'}
              onSignIn={(email, signInPassword) => send({ intent: 'signin', email, password: signInPassword })}
            />
          ) : null}
        </QuestionnaireForm>
      </main>
    </div>
  )
}
