import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const SCHEMA = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/compose-spec/compose-spec.json'), 'utf8')) as object
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8')

/** Every YAML file the repository ships (tracked by git, node_modules aside). */
function yamlFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.yml', '*.yaml'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.includes('node_modules/'))
}

const isComposeFile = (file: string) => /(^|\/)(docker-)?compose(\.[\w-]+)?\.ya?ml$/.test(file)

/** Parses one file strictly: every YAML error is a failure, with its line. */
function parseYaml(text: string): unknown {
  const document = parseDocument(text, { uniqueKeys: true, prettyErrors: true })
  if (document.errors.length) throw new Error(document.errors.map((error) => error.message).join('\n'))
  return document.toJS()
}

// Compiled once: compiling the specification's schema is the slow part.
const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false, validateFormats: false }).compile(SCHEMA)

/** The Compose Specification's own verdict on a parsed file: a list of problems, empty when it conforms. */
function composeSchemaProblems(compose: unknown): string[] {
  if (validate(compose)) return []
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
}

interface Service {
  depends_on?: string[] | Record<string, { condition?: string }>
  healthcheck?: { test?: unknown; disable?: boolean }
}

/** Services some other service waits for, with the service that waits. */
function dependencies(services: Record<string, Service>): Array<{ from: string; to: string; condition?: string }> {
  return Object.entries(services).flatMap(([from, service]) => {
    const on = service.depends_on ?? []
    return Array.isArray(on) ? on.map((to) => ({ from, to })) : Object.entries(on).map(([to, rule]) => ({ from, to, condition: rule.condition }))
  })
}

/** `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}` … but not `$${…}`, which Compose passes to the container's shell. */
function variables(text: string): Array<{ name: string; hasDefault: boolean }> {
  return [...text.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)(:?[-?+][^}]*)?\}/g)].map((match) => ({
    name: match[1]!,
    hasDefault: match[2]?.startsWith(':-') === true || match[2]?.startsWith('-') === true,
  }))
}

describe('the YAML the repository ships', () => {
  const files = yamlFiles()

  it('includes docker-compose.yml', () => {
    expect(files).toContain('docker-compose.yml')
  })

  it.each(files)('%s parses without an error or a repeated key', (file) => {
    expect(() => parseYaml(readFileSync(path.join(ROOT, file), 'utf8'))).not.toThrow()
  })

  describe.each(files.filter(isComposeFile))('%s', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    const compose = () => parseYaml(text) as { services: Record<string, Service> }

    it('conforms to the Compose Specification schema', () => {
      expect(composeSchemaProblems(compose())).toEqual([])
    })

    it('gives every service another waits for a health check, and waits for it to be healthy', () => {
      const { services } = compose()
      for (const { from, to, condition } of dependencies(services)) {
        expect(services[to], `${from} depends on ${to}, which is not a service`).toBeDefined()
        const check = services[to]!.healthcheck
        expect(check?.test && !check.disable, `${to} (which ${from} depends on) has no health check`).toBeTruthy()
        expect(condition, `${from} starts before ${to} is healthy`).toMatch(/^service_(healthy|completed_successfully)$/)
      }
    })

    it('gives the app itself a health check on its readiness', () => {
      const { services } = compose()
      expect(JSON.stringify(services.app?.healthcheck?.test)).toContain('/api/health/ready')
    })

    it('gives every ${VAR} a default or documents it in the README', () => {
      const undocumented = variables(text).filter(({ name, hasDefault }) => !hasDefault && !README.includes(`\`${name}\``))
      expect(undocumented).toEqual([])
    })
  })
})

describe('the checks themselves', () => {
  it('refuse a compose file whose key was dropped in a merge (as docker-compose.yml once was)', () => {
    const broken = ['services:', '  init:', '    image: minio/mc', '    depends_on:', '      - minio', '      MC_USER: x', ''].join('\n')
    expect(() => parseYaml(broken)).toThrow()
  })

  it('refuse a service shape the specification does not have', () => {
    expect(composeSchemaProblems({ services: { app: { image: 'x', environment: { A: 'b' }, depends_on: 'mongo' } } })).not.toEqual([])
    expect(composeSchemaProblems({ services: { app: { image: 'x', unknown_key: true } } })).not.toEqual([])
    expect(composeSchemaProblems({ services: { app: { image: 'x', environment: { A: 'b' } } } })).toEqual([])
  })

  it('tell defaults from bare variables and skip $$ escapes', () => {
    expect(variables('${A:-x} ${B-y} ${C} $${D} ${E:?set E}')).toEqual([
      { name: 'A', hasDefault: true },
      { name: 'B', hasDefault: true },
      { name: 'C', hasDefault: false },
      { name: 'E', hasDefault: false },
    ])
  })
})
