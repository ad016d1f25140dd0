import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useState } from 'react'

import { AuthModal, type AuthTab } from '~/components/AuthModal'
import { DemoNotice, DemoPanel } from '~/components/landing/DemoPanel'
import { LandingHero } from '~/components/landing/LandingHero'
import { Logo } from '~/components/Logo'
import { PlanCard } from '~/components/payments/PlanCard'
import { Button } from '~/components/ui/Button'
import { rttAudioLine, wellnessContentText } from '~/domain/content/library-offer'
import { demoSignIns } from '~/domain/demo/sign-ins'
import { tierName } from '~/domain/entitlements'
import { formatPlanPrice, isFreePlan, priceTable } from '~/domain/prices'
import { loginSchema, registerSchema } from '~/lib/form-schemas.server'
import { AppError, badRequest } from '~/lib/errors'
import { pageAction, parseWith } from '~/lib/http.server'
import { limitRegistration, limitSignIn } from '~/lib/rate-limit.server'
import { commitSessionCookie, getCurrentCustomer } from '~/lib/session.server'
import { setToast } from '~/lib/toast.server'
import { useRootData } from '~/root'
import { registerCustomer } from '~/services/auth/register-customer.server'
import { libraryOffer } from '~/services/content/library-offer.server'
import { loginCustomer } from '~/services/auth/sign-in.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getCurrentCustomer(request, context)) throw redirect('/dashboard')
  // The one price table (decision 0032): the figures /upgrades and the checkout use, in pounds.
  const prices = priceTable(context.env)
  const offer = await libraryOffer(context.payload)
  return {
    demo: context.env.DEMO_MODE ? demoSignIns(context.env.BRAND_NAME) : null,
    plans: {
      base: { price: formatPlanPrice(prices.base), free: isFreePlan(prices.base), trialDays: prices.base.trialDays },
      plus: { price: formatPlanPrice(prices.plus), free: isFreePlan(prices.plus), trialDays: prices.plus.trialDays },
    },
    // Only what the library holds (issue 47): videos are promised once there are videos.
    wellnessContent: wellnessContentText(offer),
    rttAudio: rttAudioLine(offer),
  }
}

/**
 * The auth modal's two forms. Success sets the session cookie and goes to the
 * dashboard with the spec's toast; failure answers the server's detail.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData())
  const intent = form.intent === 'register' ? 'register' : 'login'
  return pageAction(intent === 'register' ? 'Registration failed' : 'Login failed', async () => {
    const values = intent === 'register' ? [form.name, form.email, form.password] : [form.email, form.password]
    if (values.some((v) => typeof v !== 'string' || !v.trim())) throw badRequest('Please fill in all fields')
    let token: string
    let message: string
    if (intent === 'register') {
      const input = parseWith(registerSchema, form)
      await limitRegistration(context, input.email)
      await registerCustomer(context.payload, input)
      ;({ token } = await loginCustomer(context.payload, input, context))
      message = 'Account created successfully!'
    } else {
      const input = parseWith(loginSchema, form)
      await limitSignIn(context, input.email)
      const session = await loginCustomer(context.payload, input, context)
      // The spec's guard for a login answer without a user or token (doc 1 §8).
      if (!session.customer || !session.token) throw new AppError('internal', 'Invalid response format from login API')
      token = session.token
      message = 'Welcome back!'
    }
    const headers = new Headers()
    headers.append('Set-Cookie', await commitSessionCookie(context, token))
    headers.append('Set-Cookie', await setToast(context, { type: 'success', message }))
    return redirect('/dashboard', { headers })
  })
}

// Simple line icons (24×24 paths), so no emoji font is needed.
const FEATURES: { title: string; tint: string; text: string | null; icon: string }[] = [
  {
    title: 'Symptom tracking',
    tint: 'bg-brand-50 text-brand-700',
    text: 'Daily check-ins for energy, sleep, stress and mood, with a streak that keeps you going.',
    icon: 'M3 17l5-5 4 4 8-8M14 8h6v6',
  },
  {
    title: 'AI meal plans',
    tint: 'bg-sage-50 text-sage-700',
    text: 'Seven-day plans with recipes and a shopping list, built around your symptoms.',
    icon: 'M4 11h16a8 8 0 0 1-16 0zM8 7c0-2 2-2 2-4M13 7c0-2 2-2 2-4',
  },
  {
    title: 'Wellness content',
    tint: 'bg-plum-50 text-plum-700',
    // Null: the loader's words, what the library holds.
    text: null,
    icon: 'M4 5h16v11H4zM10 9l4 2-4 2zM8 20h8',
  },
  {
    title: 'AI progress summaries',
    tint: 'bg-peach-50 text-amber-800',
    text: 'A clear summary of your trends, so you can see what is helping.',
    icon: 'M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM19 15l1 2 2 1-2 1-1 2-1-2-2-1 2-1z',
  },
]

const TESTIMONIALS = [
  {
    quote: 'The daily check-in showed me how much my sleep drives my mood. Small changes, big difference.',
    name: 'Sarah, 52',
  },
  {
    quote: 'The meal plans finally gave me recipes I want to cook, with the shopping list done for me.',
    name: 'Michelle, 49',
  },
  {
    quote: 'I feel understood for the first time. The content library is calm, practical and kind.',
    name: 'Joanne, 55',
  },
]

export default function Landing() {
  const { brand } = useRootData()
  const { demo, plans, wellnessContent, rttAudio } = useLoaderData<typeof loader>()
  const [modal, setModal] = useState<{ open: boolean; tab: AuthTab }>({ open: false, tab: 'signin' })
  const openModal = (tab: AuthTab) => setModal({ open: true, tab })

  return (
    <div className="min-h-screen bg-gradient-to-b from-peach-50 via-canvas to-plum-50">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Logo brand={brand} />
        <Button variant="ghost" onClick={() => openModal('signin')}>
          Sign in
        </Button>
      </header>

      <main>
        {demo && <DemoNotice />}
        <LandingHero brand={brand} onSignIn={() => openModal('signin')} />
        {demo && <DemoPanel customers={demo.customers} staff={demo.staff} onSignIn={() => openModal('signin')} />}

        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-6 py-12">
          <h2 id="features-heading" className="text-center text-3xl sm:text-4xl">
            Everything you need, in one place
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="card p-6">
                <span className={`inline-flex h-12 w-12 items-center justify-center rounded-2xl ${feature.tint}`}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    <path d={feature.icon} />
                  </svg>
                </span>
                <h3 className="mt-3 text-lg font-semibold">{feature.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{feature.text ?? wellnessContent}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="pricing-heading" className="mx-auto max-w-5xl px-6 py-12">
          <h2 id="pricing-heading" className="text-center text-3xl sm:text-4xl">
            Choose your plan
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <PlanCard
              id="landing-base"
              heading="h3"
              name={tierName('base', brand)}
              price={plans.base.price}
              free={plans.base.free}
              trialDays={plans.base.trialDays}
              highlighted={false}
              features={['Basic questionnaire', 'Simple meal plans', 'Daily check-ins', 'Progress tracking']}
              actionLabel={plans.base.free ? 'Get started free' : `Sign up for ${tierName('base', brand)}`}
              onChoose={() => openModal('signup')}
            />
            <PlanCard
              id="landing-plus"
              heading="h3"
              name={tierName('plus', brand)}
              price={plans.plus.price}
              free={plans.plus.free}
              trialDays={plans.plus.trialDays}
              highlighted
              features={['Advanced meal plans', 'Symptom-based recipes', 'Priority support', rttAudio, 'Detailed analytics']}
              actionLabel={`Sign up for ${brand}+`}
              onChoose={() => openModal('signup')}
            />
          </div>
        </section>

        <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-6 py-12">
          <h2 id="testimonials-heading" className="text-center text-3xl sm:text-4xl">
            Women like you
          </h2>
          <p className="mt-2 text-center text-sm text-slate-600">Sample stories, shared to show what the app is for.</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {TESTIMONIALS.map((t) => (
              <li key={t.name} className="card p-6">
                <p className="text-amber-600">
                  <span aria-hidden="true">★★★★★</span>
                  <span className="sr-only">5 out of 5 stars</span>
                </p>
                <blockquote className="mt-3 text-slate-800">“{t.quote}”</blockquote>
                <p className="mt-4 text-sm font-semibold text-slate-700">{t.name}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="mx-auto max-w-4xl px-6 py-16">
          <div className="rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-plum-700 px-6 py-12 text-center text-white shadow-card">
            <h2 className="text-3xl sm:text-4xl">Start Your Journey Today</h2>
            <p className="mt-3 text-white/90">
              {plans.base.free ? 'Join free in under a minute. No card needed.' : 'Join in under a minute.'}
            </p>
            <Button variant="inverse" onClick={() => openModal('signup')} className="mt-6 px-6 py-3 text-base">
              {plans.base.free ? 'Create your free account' : 'Create your account'}
            </Button>
          </div>
        </section>
      </main>

      <AuthModal open={modal.open} initialTab={modal.tab} onClose={() => setModal((m) => ({ ...m, open: false }))} />
    </div>
  )
}
