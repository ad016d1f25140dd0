import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useFetcher, useLoaderData, useRevalidator, useSearchParams } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'

import { FoodPreferencesPanel } from '~/components/food-preferences/FoodPreferencesPanel'
import { lazyPart } from '~/components/lazy-part'
import { MealPlanGrid } from '~/components/meal-plans/MealPlanGrid'
import { AiConsentPrompt } from '~/components/privacy/AiConsentPrompt'
import { ShoppingList } from '~/components/meal-plans/ShoppingList'
import { useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { EmptyState } from '~/components/ui/EmptyState'
import { PageHeader } from '~/components/ui/PageHeader'
import { Spinner } from '~/components/ui/Spinner'
import { AI_MESSAGES, shouldAskForAi } from '~/domain/account/ai-consent'
import { MEAL_PLAN_POLL_INTERVAL_MS } from '~/domain/constants'
import { affectedRecipes, changesSince, changeWords, conflictPhrase, hasChanges } from '~/domain/food-preferences/changes'
import { preferencesFromForm } from '~/domain/food-preferences/preferences'
import { GENERATION_FAILED_MESSAGE, recipeNotReadyMessage } from '~/domain/meal-plans/messages'
import type { Day, MealType, Recipe } from '~/domain/meal-plans/types'
import { tierName } from '~/domain/entitlements'
import { badRequest } from '~/lib/errors'
import { foodPreferencesUpdateSchema, offerAnswerSchema } from '~/lib/form-schemas.server'
import { pageAction, parseWith } from '~/lib/http.server'
import { isRecordId } from '~/lib/ids'
import { limitCustomer } from '~/lib/rate-limit.server'
import { requireCustomer } from '~/lib/session.server'
import { useRootData } from '~/root'
import { aiConsentFor } from '~/services/account/ai-consent.server'
import { answerAssessmentOffer, readFoodPreferencesView, updateFoodPreferences } from '~/services/food-preferences/food-preferences.server'
import { createMealPlan } from '~/services/meal-plans/create-meal-plan.server'
import type { MealPlanStatus } from '~/services/meal-plans/plan-views.server'
import { getMealPlanWithRestrictions, listMealPlanHeaders } from '~/services/meal-plans/read-meal-plans.server'
import { useDateFormat } from '~/components/time-zone'

export const meta: MetaFunction = () => [{ title: 'AI Meal Plans' }]


export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const [plans, ai] = await Promise.all([listMealPlanHeaders(context.payload, customer.id), aiConsentFor(context.payload, context.env, customer)])
  const wanted = new URL(request.url).searchParams.get('plan')
  const selectedId = wanted && isRecordId(wanted) && plans.some((p) => p.id === wanted) ? wanted : plans[0]?.id
  const [found, food] = await Promise.all([
    selectedId ? getMealPlanWithRestrictions(context.payload, customer.id, selectedId) : null,
    readFoodPreferencesView(context.payload, customer.id),
  ])
  const selected = found?.detail ?? null
  // A plan made before she told us about an allergen, a diet or a food she avoids: say so, and mark its recipes that hold one.
  const changes = found && selected?.plan_data ? changesSince(found.madeWith, food.preferences) : null
  const since =
    changes && hasChanges(changes)
      ? {
          words: changeWords(changes),
          marked: Object.fromEntries(Object.entries(affectedRecipes(selected!.detailed_recipes, changes)).map(([slot, c]) => [slot, conflictPhrase(c)])),
        }
      : null
  return json({
    food,
    since,
    // Plan numbers count from the customer's first plan, so they never change.
    plans: plans.map((p, i) => ({
      id: p.id,
      number: plans.length - i,
      created_at: p.createdAt,
      status: p.status,
    })),
    selected,
    askForAi: shouldAskForAi(ai),
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'food-preferences' || intent === 'preferences-offer') {
    return pageAction('Your food preferences could not be saved. Please try again.', async () => {
      if (intent === 'food-preferences') {
        await updateFoodPreferences(context.payload, customer.id, parseWith(foodPreferencesUpdateSchema, preferencesFromForm(form)))
      } else {
        const answer = form.get('answer')
        if (answer !== 'confirm' && answer !== 'decline') throw badRequest('Choose whether to leave these out.')
        const { note, allergens } = parseWith(offerAnswerSchema, { note: form.get('note'), allergens: answer === 'confirm' ? form.getAll('allergens') : [] })
        await answerAssessmentOffer(context.payload, customer.id, { note, allergens })
      }
      return { ok: true as const, intent }
    })
  }
  if (intent !== null && intent !== 'generate') {
    return pageAction(GENERATION_FAILED_MESSAGE, async () => {
      throw badRequest('Unknown action.')
    })
  }
  // Allowance and one-at-a-time refusals say what to do; anything else is the spec's message.
  return pageAction(GENERATION_FAILED_MESSAGE, async () => {
    await limitCustomer(context, 'mealPlanPerCustomer', customer.id)
    const { meal_plan_id } = await createMealPlan(context.payload, context.env, customer)
    return { ok: true as const, meal_plan_id }
  })
}

type GenerationState = 'idle' | MealPlanStatus

// A recipe opens on a tap: its code comes once the page is on her screen (app/components/lazy-part.tsx).
const RecipeModal = lazyPart(() => import('~/components/meal-plans/RecipeModal').then((m) => m.RecipeModal))

export default function MealPlans() {
  const { plans, selected, food, since, askForAi } = useLoaderData<typeof loader>()
  const when = useDateFormat()
  const fetcher = useFetcher<typeof action>()
  const revalidator = useRevalidator()
  const [, setSearchParams] = useSearchParams()
  const toast = useToast()
  const { brand } = useRootData()
  const upgrade = { label: `Upgrade to ${tierName('plus', brand)}`, to: '/upgrades' }
  const [open, setOpen] = useState<Recipe | null>(null)
  // The recipe view is mounted the first time she opens one, and stays (it returns focus to the recipe's button on closing).
  const [recipeOpened, setRecipeOpened] = useState(false)
  useEffect(() => {
    void RecipeModal.preload()
  }, [])
  const [live, setLive] = useState<{ id: string; progress: number; status: MealPlanStatus } | null>(null)
  const lastRecipeCount = useRef(0)

  const selectedStatus = selected ? (live?.id === selected.id ? live.status : selected.status) : null
  const progress = selected ? (live?.id === selected.id ? live.progress : selected.progress) : 0
  const submitting = fetcher.state !== 'idle'
  // Spec doc 1 §4: idle → generating → generating_recipes → complete; a failure returns to idle.
  const state: GenerationState = submitting ? 'generating' : selectedStatus && selectedStatus !== 'failed' ? selectedStatus : 'idle'
  const anyGenerating = plans.some((p) => p.status === 'generating' || p.status === 'generating_recipes')
  const busy = submitting || state === 'generating' || state === 'generating_recipes' || anyGenerating

  useEffect(() => {
    const result = fetcher.data
    if (!result || fetcher.state !== 'idle') return
    if (result.ok) {
      if ('meal_plan_id' in result) setSearchParams({ plan: result.meal_plan_id }, { preventScrollReset: true })
    }
    // The monthly allowance is used up (403): the message offers the upgrade as a link.
    else toast({ type: 'error', message: result.detail, action: result.code === 'forbidden' ? upgrade : undefined })
    // Only react to a new answer from the action.
  }, [fetcher.data, fetcher.state]) // eslint-disable-line react-hooks/exhaustive-deps

  // Poll the selected plan's progress every 2 s while its recipes are being written.
  const pollingId = selected && (selected.status === 'generating' || selected.status === 'generating_recipes') ? selected.id : null
  useEffect(() => {
    if (!pollingId) return
    lastRecipeCount.current = 0
    let stopped = false
    const tick = async () => {
      try {
        const response = await fetch(`/api/ai/meal-plan/progress/${pollingId}`, { credentials: 'same-origin' })
        if (!response.ok || stopped) return
        const body = (await response.json()) as { progress: number; status: MealPlanStatus }
        setLive({ id: pollingId, ...body })
        const finished = body.status === 'complete' || body.status === 'failed' || body.progress >= 100
        if (body.status === 'failed') toast({ type: 'error', message: GENERATION_FAILED_MESSAGE })
        if (finished || body.progress !== lastRecipeCount.current) {
          lastRecipeCount.current = body.progress
          revalidator.revalidate()
        }
        if (finished) stopped = true
      } catch {
        // A missed poll is retried on the next tick.
      }
    }
    const timer = setInterval(() => {
      if (stopped) clearInterval(timer)
      else void tick()
    }, MEAL_PLAN_POLL_INTERVAL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [pollingId]) // eslint-disable-line react-hooks/exhaustive-deps

  const recipes = (selected?.detailed_recipes ?? []) as Recipe[]
  const view = (day: Day, meal: MealType) => {
    const recipe = recipes.find((r) => r.day === day && r.meal_type === meal)
    if (recipe) {
      setOpen(recipe)
      setRecipeOpened(true)
    } else toast({ type: 'info', message: recipeNotReadyMessage(day, meal) })
  }

  return (
    <div className="space-y-8">
      <PageHeader title="AI Meal Plans">Seven days of menopause-friendly meals, with recipes and a shopping list.</PageHeader>

      <FoodPreferencesPanel preferences={food.preferences} dietsFromAssessment={food.dietsFromAssessment} offer={food.offer} />

      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="generate" />
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner label="Generating" className="h-4 w-4" /> : null}
          {busy ? 'Generating...' : 'Generate New Meal Plan'}
        </Button>
        <span className="text-sm text-slate-600">28 recipes for the week, and a shopping list.</span>
      </fetcher.Form>

      {since && selected ? (
        <div role="note" className="rounded-xl border-2 border-amber-600/60 bg-amber-50 p-4 text-slate-900" data-testid="preferences-changed">
          <p className="font-semibold">
            Made before you told us about: {since.words.join(', ')}. Check recipes before cooking, or make a new plan.
          </p>
          <p className="mt-1 text-sm text-slate-800">
            {Object.keys(since.marked).length
              ? `${Object.keys(since.marked).length} of its recipes ${Object.keys(since.marked).length === 1 ? 'has' : 'have'} ${since.words.length === 1 ? 'it' : 'some of them'}: ${Object.keys(since.marked).length === 1 ? 'it is' : 'they are'} marked below.`
              : 'None of its recipes has them, but check labels when you shop.'}
          </p>
        </div>
      ) : null}

      {askForAi ? <AiConsentPrompt brand={brand} source="meal_plans" journal={false} headingLevel={2} /> : null}

      {plans.length ? (
        <nav aria-label="Saved meal plans" className="flex flex-wrap gap-2">
          {plans.map((plan) => (
            <Button
              key={plan.id}
              variant={plan.id === selected?.id ? 'primary' : 'secondary'}
              aria-current={plan.id === selected?.id ? 'true' : undefined}
              onClick={() => setSearchParams({ plan: plan.id }, { preventScrollReset: true })}
            >
              Plan #{plan.number} ({when(plan.created_at, 'day')})
            </Button>
          ))}
        </nav>
      ) : null}

      <div aria-live="polite">
        {state === 'generating' ? (
          <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-4 text-slate-800">
            <Spinner className="h-5 w-5" /> Creating your meal plan overview. This can take 10–15 seconds.
          </p>
        ) : null}
        {state === 'generating_recipes' && selected ? (
          <div className="rounded-xl bg-brand-50 p-4">
            <p className="font-medium text-slate-800">Generating detailed recipes: {progress}%</p>
            <div
              role="progressbar"
              aria-label="Recipe generation progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-2 h-3 w-full overflow-hidden rounded-full bg-white"
            >
              <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
            </div>
          </div>
        ) : null}
        {selected?.status === 'failed' ? (
          <p role="alert" className="rounded-xl border border-red-600 bg-red-50 p-4 text-red-900">
            This plan could not be finished. Please generate a new meal plan.
          </p>
        ) : null}
      </div>

      {selected?.plan_data ? (
        <>
          <section className="rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-plum-700 p-6 text-white shadow-card sm:p-8">
            <h2 className="text-2xl">Your week</h2>
            <p className="mt-2 max-w-4xl text-white/95">{selected.plan_data.client_summary}</p>
            <p className="mt-3 text-sm text-white/90" data-testid="plan-source">
              {selected.planner === 'openai' ? AI_MESSAGES.openaiPlan : AI_MESSAGES.builtinPlan}
            </p>
          </section>
          <MealPlanGrid
            overview={selected.plan_data.weekly_overview}
            recipes={recipes}
            generating={state === 'generating_recipes'}
            onView={view}
            marked={since?.marked}
          />
          <ShoppingList list={selected.plan_data.shopping_list} />
        </>
      ) : !selected ? (
        <section className="card">
          <EmptyState art="emptyPlan" title="No meal plans yet" headingLevel={2}>
            Generate your first 7-day plan: 28 recipes chosen for your symptoms and dietary needs.
          </EmptyState>
        </section>
      ) : null}

      {recipeOpened ? (
        <RecipeModal
          recipe={open}
          warning={open ? (since?.marked[`${open.day}|${open.meal_type}`] ?? null) : null}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  )
}
