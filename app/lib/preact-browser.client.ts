import { options, type VNode } from 'preact'

/**
 * Ids written by the server stay in step with the browser's (decision 0027).
 *
 * The server renders with React and the browser hydrates with Preact, and the
 * two make different ids with `useId` (React `«R1»`, Preact `P0-1`). Preact
 * attaches handlers when it hydrates but leaves the server's attributes as they
 * are, so a label, a dialog's title or an error message rendered later in the
 * browser would point at an id the server wrote under another name (a dialog
 * without its name, a field without its label). After Preact has diffed an
 * element, this writes the attributes that carry ids (and every `aria-*` and
 * `data-*`) where the page's differ. Once hydrated, Preact keeps them equal
 * itself, so later renders only compare.
 */
const ID_ATTRIBUTES: Record<string, string> = { id: 'id', htmlFor: 'for', for: 'for', name: 'name', list: 'list', form: 'form', headers: 'headers' }

function attributeFor(prop: string): string | undefined {
  return ID_ATTRIBUTES[prop] ?? (prop.startsWith('aria-') || prop.startsWith('data-') ? prop : undefined)
}

/** Copies the element's id-bearing props onto its DOM node where they differ. */
export function syncIdAttributes(element: Element, props: Record<string, unknown>): void {
  for (const prop in props) {
    const attribute = attributeFor(prop)
    const value = props[prop]
    if (!attribute || (typeof value !== 'string' && typeof value !== 'number')) continue
    if (element.getAttribute(attribute) !== String(value)) element.setAttribute(attribute, String(value))
  }
}

/** What a controlled field was last drawn with (its `checked` or `value` prop). */
type Controlled = Element & { __controlled?: { checked?: boolean; value?: string } }

/** Remembers a field's controlled props after Preact has drawn it. */
export function rememberControlled(element: Element, props: Record<string, unknown>): void {
  if (!/^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || (element as HTMLInputElement).type === 'file') return
  const checked = typeof props.checked === 'boolean' ? props.checked : undefined
  const value = typeof props.value === 'string' || typeof props.value === 'number' ? String(props.value) : undefined
  if (checked !== undefined || value !== undefined) (element as Controlled).__controlled = { checked, value }
}

/**
 * A controlled field shows what its state says. React puts a checkbox or a
 * text back when a change handler declines the change (the assessment's
 * seventh priority, over its cap of six); Preact redraws only when state
 * changes, so a declined change would stay on the page. Run after the
 * handlers and any redraw they caused.
 */
export function restoreControlled(element: EventTarget | null): void {
  const controlled = (element as Controlled | null)?.__controlled
  if (!controlled) return
  const field = element as HTMLInputElement
  if (controlled.checked !== undefined && field.checked !== controlled.checked) field.checked = controlled.checked
  if (controlled.value !== undefined && field.value !== controlled.value) field.value = controlled.value
}

/**
 * Installs both on Preact's `diffed` hook, and the controlled-field check
 * after every change, before the page hydrates.
 */
export function makePreactActAsReact(): void {
  const previous = options.diffed
  options.diffed = (vnode: VNode) => {
    // `__e` is the element Preact drew or hydrated for the vnode (its mangled `_dom`).
    const element = (vnode as VNode & { __e?: Node | null }).__e
    if (typeof vnode.type === 'string' && element && element.nodeType === 1) {
      syncIdAttributes(element as Element, vnode.props as Record<string, unknown>)
      rememberControlled(element as Element, vnode.props as Record<string, unknown>)
    }
    previous?.(vnode)
  }
  for (const type of ['input', 'change']) {
    // A macrotask: after the handlers and the redraw Preact runs in a microtask.
    document.addEventListener(type, (event) => setTimeout(() => restoreControlled(event.target)), true)
  }
}

type Settled = Promise<unknown> & { _tracked?: boolean; _data?: unknown; _error?: unknown }

/**
 * Deferred loader data the server has already streamed is read before the
 * page hydrates. Module scripts run after the whole document is parsed, so by
 * then the streamed answers have settled their promises; but `<Await>` reads a
 * promise's value only once it has tracked it, and suspends the first time.
 * React keeps the server's markup through that; Preact keeps only a
 * boundary's first node and draws the rest again (the dashboard's figures
 * appeared twice). Marking each settled promise the way React Router's
 * `<Await>` tracks them (`_tracked`, `_data`, `_error`) lets it render at once.
 * A promise still open after `waitMs` is left to `<Await>` as before.
 */
export async function settleStreamedData(loaderData: Record<string, unknown>, waitMs = 200): Promise<void> {
  const waits: Promise<unknown>[] = []
  for (const routeData of Object.values(loaderData)) {
    if (!routeData || typeof routeData !== 'object') continue
    for (const value of Object.values(routeData)) {
      if (!(value instanceof Promise) || '_tracked' in value) continue
      const promise = value as Settled
      waits.push(
        promise.then(
          (data) => {
            Object.defineProperty(promise, '_data', { get: () => data })
            Object.defineProperty(promise, '_tracked', { get: () => true })
          },
          (error: unknown) => {
            Object.defineProperty(promise, '_error', { get: () => error })
            Object.defineProperty(promise, '_tracked', { get: () => true })
          },
        ),
      )
    }
  }
  if (!waits.length) return
  await Promise.race([Promise.all(waits), new Promise((resolve) => setTimeout(resolve, waitMs))])
}

/**
 * True while a part of the page the server streamed late has arrived but is
 * not yet in place: React's streaming script swaps each such part in for its
 * loading placeholder (`<template id="B:…">` and the spinner after it, the
 * part waiting in `<div hidden id="S:…">`), and React 19 batches those swaps
 * to the next frames. Hydrating before would give Preact the placeholder.
 */
export function streamedPartsPending(root: ParentNode): boolean {
  return root.querySelector('template[id^="B:"], div[hidden][id^="S:"]') !== null
}

/**
 * Resolves once the parser has read the whole document, and so the server's
 * whole stream: every late part and the data it carries. Remix's module
 * script may run before then (it does not wait for the parser), and a page
 * whose late part was still on its way (a slow database) was hydrated with
 * its placeholder; React's streaming script then put the part in a second
 * time beside the one Preact drew. Until then the page is the server's HTML,
 * whose links and forms work without script.
 */
export function documentParsed(doc: Pick<Document, 'readyState' | 'addEventListener'> = document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
}

/** Waits (at most `maxMs`) until every streamed part is in place. */
export async function waitForStreamedParts(root: ParentNode = document, maxMs = 1000): Promise<void> {
  const until = Date.now() + maxMs
  while (streamedPartsPending(root) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 16))
}
