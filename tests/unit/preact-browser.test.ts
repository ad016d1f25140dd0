import { describe, expect, it } from 'vitest'

import { documentParsed, rememberControlled, restoreControlled, settleStreamedData, syncIdAttributes, waitForStreamedParts } from '~/lib/preact-browser.client'

/** An element as the server left it: its attributes, read and written as a browser does. */
function element(attributes: Record<string, string>) {
  const written: string[] = []
  return {
    written,
    attributes,
    getAttribute: (name: string) => (name in attributes ? attributes[name]! : null),
    setAttribute: (name: string, value: string) => {
      written.push(name)
      attributes[name] = value
    },
  }
}

describe('ids written by the server are brought in step with the browser’s', () => {
  it('rewrites id, for, name and every aria-/data- attribute that differs, and nothing else', () => {
    const label = element({ for: '«R1»', class: 'label' })
    syncIdAttributes(label as unknown as Element, { htmlFor: 'P0-1', className: 'other', children: 'Your password' })
    expect(label.attributes).toEqual({ for: 'P0-1', class: 'label' })

    const dialog = element({ 'aria-labelledby': '«R2»-title', id: 'delete', 'data-testid': 'x-«R2»', name: 'g«R3»' })
    syncIdAttributes(dialog as unknown as Element, { 'aria-labelledby': 'P0-2-title', id: 'delete', 'data-testid': 'x-P0-2', name: 'gP0-3', value: 'typed', 'aria-hidden': true, onClick: () => {} })
    expect(dialog.attributes).toEqual({ 'aria-labelledby': 'P0-2-title', id: 'delete', 'data-testid': 'x-P0-2', name: 'gP0-3' })
    // The id already equal is not written again; value (what she may have typed), booleans and handlers are never touched.
    expect(dialog.written.sort()).toEqual(['aria-labelledby', 'data-testid', 'name'])
  })

  it('writes nothing when the page already agrees', () => {
    const input = element({ id: 'P0-1', 'aria-describedby': 'P0-1-error' })
    syncIdAttributes(input as unknown as Element, { id: 'P0-1', 'aria-describedby': 'P0-1-error' })
    expect(input.written).toEqual([])
  })
})

describe('deferred data the server streamed is read before hydrating', () => {
  it('marks settled promises as React Router’s <Await> tracks them: their value, or their error', async () => {
    const stats = Promise.resolve({ total_checkins: 3 })
    const support = Promise.resolve(null)
    const failed = Promise.reject(new Error('Unexpected Server Error'))
    await settleStreamedData({ root: { brand: 'Liberate' }, 'routes/_app+/dashboard': { stats, support, failed, returning: true } })
    expect(stats).toMatchObject({ _tracked: true, _data: { total_checkins: 3 } })
    expect('_data' in support && (support as { _data?: unknown })._data).toBeNull()
    expect(failed).toMatchObject({ _tracked: true, _error: new Error('Unexpected Server Error') })
  })

  it('does not hold hydration for a promise still open, and leaves it untracked for <Await>', async () => {
    const open = new Promise(() => {})
    // Never settles: waiting for it would hang here until the test's own timeout.
    await settleStreamedData({ route: { open } }, 30)
    expect('_tracked' in open).toBe(false)
  })

  it('leaves a promise <Await> already tracks alone', async () => {
    const tracked = Object.defineProperty(Promise.resolve(1), '_tracked', { get: () => true })
    await settleStreamedData({ route: { tracked } })
    expect('_data' in tracked).toBe(false)
  })
})

describe('a controlled field shows what its state says, as with React', () => {
  const field = (tagName: string, type: string, state: { checked?: boolean; value?: string }) => ({ tagName, type, checked: false, value: '', ...state })

  it('puts a declined checkbox back (the seventh priority over a cap of six)', () => {
    const box = field('INPUT', 'checkbox', {})
    rememberControlled(box as unknown as Element, { checked: false, name: 'top_six_priorities' })
    box.checked = true // her click, which the handler declined without a redraw
    restoreControlled(box as unknown as EventTarget)
    expect(box.checked).toBe(false)
  })

  it('puts back a declined text and leaves an accepted one', () => {
    const input = field('INPUT', 'text', {})
    rememberControlled(input as unknown as Element, { value: 'Oat' })
    input.value = 'Oat milk'
    restoreControlled(input as unknown as EventTarget)
    expect(input.value).toBe('Oat')
    rememberControlled(input as unknown as Element, { value: 'Oat milk' }) // the redraw after an accepted change
    input.value = 'Oat milk'
    restoreControlled(input as unknown as EventTarget)
    expect(input.value).toBe('Oat milk')
  })

  it('never touches an uncontrolled field or a file input', () => {
    const free = field('INPUT', 'text', {})
    rememberControlled(free as unknown as Element, { defaultValue: 'x' })
    free.value = 'typed'
    restoreControlled(free as unknown as EventTarget)
    expect(free.value).toBe('typed')
    const file = field('INPUT', 'file', {})
    rememberControlled(file as unknown as Element, { value: '' })
    file.value = 'C:\\fakepath\\photo.jpg'
    restoreControlled(file as unknown as EventTarget)
    expect(file.value).toBe('C:\\fakepath\\photo.jpg')
  })
})

describe('hydration waits for the parts the server streamed late to be in place', () => {
  it('waits while a placeholder is still on the page, and goes on once it is swapped', async () => {
    let checks = 0
    const root = { querySelector: () => (++checks < 4 ? ({} as Element) : null) }
    await waitForStreamedParts(root as unknown as ParentNode)
    expect(checks).toBe(4)
  })

  it('gives up after its limit rather than never hydrating', async () => {
    let checks = 0
    const root = { querySelector: () => (++checks, {} as Element) }
    await waitForStreamedParts(root as unknown as ParentNode, 50)
    expect(checks).toBeGreaterThan(1)
  })

  it('waits for the whole document, the server’s stream, before anything else', async () => {
    let parsed: (() => void) | undefined
    const doc = { readyState: 'loading' as DocumentReadyState, addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && (parsed = listener) }
    let done = false
    const waiting = documentParsed(doc as unknown as Document).then(() => (done = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(done).toBe(false)
    parsed?.()
    await waiting
    expect(done).toBe(true)
    // A document already read goes on at once.
    await documentParsed({ readyState: 'interactive', addEventListener: () => undefined } as unknown as Document)
  })
})
