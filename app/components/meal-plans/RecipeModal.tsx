import { RECIPE_ART } from '~/components/meal-plans/art'
import { Button } from '~/components/ui/Button'
import { Dialog } from '~/components/ui/Dialog'
import { allergenList, LABEL_CHECK } from '~/domain/meal-plans/allergen-names'
import type { Recipe } from '~/domain/meal-plans/types'

function title(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function amount(quantity: number, unit: string): string {
  return unit === 'item' ? `${quantity} ×` : `${quantity} ${unit}`
}

/**
 * The full-screen recipe view (spec doc 1 §2): every field of the recipe,
 * with its allergens as a UK label gives them ("Contains: milk, tree nuts",
 * those ingredients in bold).
 */
export function RecipeModal({ recipe, warning, onClose }: { recipe: Recipe | null; warning?: string | null; onClose: () => void }) {
  const n = recipe?.nutrition
  const allergens = recipe?.allergens ?? []
  const mayContain = recipe?.may_contain ?? []
  return (
    // `!m-0`: the page's spacing utilities must not push the full-screen view down.
    <Dialog
      open={recipe !== null}
      onClose={onClose}
      labelledBy="recipe-title"
      className="fixed inset-0 !m-0 h-[100dvh] max-h-none w-screen max-w-none overscroll-contain bg-white p-0"
    >
      {recipe && n ? (
        <div data-testid="recipe-modal" className="mx-auto max-w-3xl space-y-6 p-5 pb-10 sm:p-10">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {title(recipe.day)} · {title(recipe.meal_type)}
              </p>
              <h2 id="recipe-title" className="mt-1 text-2xl text-slate-900 sm:text-3xl">
                {recipe.name}
              </h2>
              <p className="mt-2 text-slate-700">
                Prep time {n.prep_time} min · {n.calories} kcal · {n.protein} g protein
              </p>
            </div>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>

          <img
            src={RECIPE_ART[recipe.meal_type]}
            alt=""
            data-art={`meal-${recipe.meal_type}`}
            width={360}
            height={140}
            className="aspect-[3/1] max-h-48 w-full rounded-2xl object-cover"
          />

          {warning ? (
            <p role="note" className="rounded-xl border-2 border-amber-600/60 bg-amber-50 p-4 text-slate-900" data-testid="recipe-warning">
              <strong>Check before cooking:</strong> this plan was made before you told us what you can’t eat, and this recipe {warning}.
            </p>
          ) : null}

          <div className="space-y-1 rounded-xl border border-slate-300 px-4 py-3 text-slate-900" data-testid="recipe-allergens">
            <p>
              {allergens.length ? (
                <>
                  <strong>Contains: {allergenList(allergens)}</strong>
                  <span className="text-slate-700"> (ingredients in bold)</span>
                </>
              ) : (
                <>None of the 14 allergens UK food labels must name.</>
              )}
            </p>
            {mayContain.length ? (
              <p data-testid="recipe-may-contain">
                <strong>May contain: {allergenList(mayContain)}</strong>
                <span className="text-slate-700"> (depends on the brand)</span>
              </p>
            ) : null}
            <p className="text-slate-700" data-testid="recipe-label-check">
              {LABEL_CHECK}
            </p>
          </div>

          <section className="rounded-xl bg-brand-50 p-4">
            <h3 className="font-semibold text-slate-900">Why it helps</h3>
            <p className="mt-1 text-slate-700">{recipe.why_helps}</p>
          </section>

          <div className="grid gap-6 md:grid-cols-2">
            <section>
              <h3 className="text-lg font-semibold text-slate-900">Ingredients</h3>
              <ul className="mt-2 space-y-1 text-slate-700">
                {recipe.ingredients.map((ing, i) => (
                  <li key={i}>
                    <span className="font-medium text-slate-900">{amount(ing.quantity, ing.unit)}</span>{' '}
                    {ing.allergens?.length ? (
                      <>
                        <strong className="font-bold text-slate-900">{ing.item}</strong>
                        <span className="sr-only"> (contains {allergenList(ing.allergens)})</span>
                      </>
                    ) : (
                      ing.item
                    )}
                    {ing.note ? <span className="text-slate-600"> ({ing.note})</span> : null}
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className="text-lg font-semibold text-slate-900">Nutrition (per serving)</h3>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-slate-700">
                <dt>Servings</dt>
                <dd>{n.servings}</dd>
                <dt>Prep time</dt>
                <dd>{n.prep_time} min</dd>
                <dt>Cook time</dt>
                <dd>{n.cook_time} min</dd>
                <dt>Calories</dt>
                <dd>{n.calories} kcal</dd>
                <dt>Protein</dt>
                <dd>{n.protein} g</dd>
                <dt>Carbs</dt>
                <dd>{n.carbs} g</dd>
                <dt>Fat</dt>
                <dd>{n.fat} g</dd>
                <dt>Fibre</dt>
                <dd>{n.fibre} g</dd>
                <dt>Calcium</dt>
                <dd>{n.calcium} mg</dd>
              </dl>
            </section>
          </div>

          <section>
            <h3 className="text-lg font-semibold text-slate-900">Instructions</h3>
            <ol className="mt-2 list-decimal space-y-2 pl-6 text-slate-700">
              {recipe.instructions.map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </ol>
          </section>

          <section>
            <h3 className="text-lg font-semibold text-slate-900">Key nutrients</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {recipe.key_nutrients.map((k) => (
                <li key={k} className="rounded-full bg-plum-600/10 px-3 py-1 text-sm text-plum-700">
                  {k}
                </li>
              ))}
            </ul>
          </section>

          <section className="rounded-xl border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">Meal prep tip</h3>
            <p className="mt-1 text-slate-700">{recipe.meal_prep_tip}</p>
          </section>
        </div>
      ) : null}
    </Dialog>
  )
}
