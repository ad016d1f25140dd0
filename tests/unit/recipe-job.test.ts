import { describe, expect, it } from 'vitest'

import type { Recipe } from '~/domain/meal-plans/types'
import { boundedPool } from '~/jobs/generate-meal-plan-recipes.server'
import { mergeRecipes, sortRecipes } from '~/services/meal-plans/plan-views.server'

describe('the recipe job pool', () => {
  it('lets other work run between recipes even when each recipe is produced synchronously', async () => {
    const events: string[] = []
    const other = setInterval(() => events.push('other request'), 0)
    let ticks = 0
    const probe = () => {
      ticks++
      setImmediate(() => events.push(`probe ${ticks}`))
    }
    await boundedPool([1, 2, 3], 1, async (n) => {
      probe()
      events.push(`recipe ${n}`)
    })
    clearInterval(other)
    // Each recipe's queued callback ran before the next recipe started.
    expect(events.filter((e) => !e.startsWith('other'))).toEqual(['recipe 1', 'probe 1', 'recipe 2', 'probe 2', 'recipe 3', 'probe 3'])
  })

  it('runs every item, at most `limit` at once, and reports the first failure', async () => {
    let inFlight = 0
    let peak = 0
    const seen: number[] = []
    await boundedPool([1, 2, 3, 4, 5], 2, async (n) => {
      inFlight++
      peak = Math.max(peak, inFlight)
      await new Promise((r) => setTimeout(r, 1))
      seen.push(n)
      inFlight--
    })
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5])
    expect(peak).toBe(2)
    await expect(
      boundedPool([1, 2], 1, async (n) => {
        if (n === 1) throw new Error('planner down')
      }),
    ).rejects.toThrow('planner down')
  })
})

describe('a plan’s recipes from their records', () => {
  const recipe = (day: Recipe['day'], meal_type: Recipe['meal_type'], name = `${day} ${meal_type}`) => ({ day, meal_type, name }) as Recipe

  it('come in the plan’s order, Monday breakfast first, whatever order they were stored in', () => {
    const stored = [recipe('tuesday', 'lunch'), recipe('monday', 'snack'), recipe('monday', 'breakfast'), recipe('sunday', 'dinner')]
    expect(sortRecipes(stored).map((r) => `${r.day} ${r.meal_type}`)).toEqual(['monday breakfast', 'monday snack', 'tuesday lunch', 'sunday dinner'])
  })

  it('take an older plan’s own list first and fill only the days and meals it lacks from records', () => {
    const kept = [recipe('monday', 'lunch', 'kept lunch')]
    const stored = [recipe('monday', 'lunch', 'stored lunch'), recipe('monday', 'breakfast', 'stored breakfast')]
    expect(mergeRecipes(kept, stored).map((r) => r.name)).toEqual(['stored breakfast', 'kept lunch'])
    expect(mergeRecipes([], stored)).toHaveLength(2)
  })
})
