/**
 * The process's one home for mutable state: locks, caches and memos shared by
 * every request and job. The same app module can be bundled more than once in
 * one process (the Remix build, the tsx server graph, the Next build of the
 * admin), and a module-level `new Map()` would then exist once per copy, so
 * "one at a time in this process" would not hold between a Payload hook and a
 * customer's request. Everything here hangs off one registry on `globalThis`,
 * created at server start (`server/index.ts` calls `startProcessState`) and
 * found by every copy under the same well-known symbol.
 *
 * The rule (docs/ARCHITECTURE.md "Process state"): no module-level mutable
 * state in app/services, app/jobs, app/lib or cms/ outside this module; lint
 * refuses a module-level `let` or a lower-case `new Map/Set/WeakMap` there.
 */
const REGISTRY = Symbol.for('liberate.process-state')

type Registry = Map<string, unknown>

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= new Map()
  return holder[REGISTRY]
}

/** Creates the registry at server start, before Payload and the first request. */
export function startProcessState(): void {
  registry()
}

/**
 * The piece of process state called `name`, made by `create` the first time
 * any copy of any module asks for it. Names are `<module>:<what>`.
 */
export function shared<T>(name: string, create: () => T): T {
  const all = registry()
  if (!all.has(name)) all.set(name, create())
  return all.get(name) as T
}
