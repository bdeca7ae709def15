import { expect } from 'chai'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { VestibuleError } from '../../../../core/errors'
import { createEventLog } from '../../../../core/log/eventLog'
import { definePlugin } from '../../../../core/plugins/definePlugin'
import { createReducer, ReducerError } from '../../../../core/state/createReducer'
import { initialState } from '../../../../core/state/state'
import { alpha } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const CORE = path.join(ROOT, 'core')

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? sources(full) : /\.tsx?$/.test(entry.name) ? [full] : []
  })

/** Lines of `files` that make a raw Error (or a class on it), as `path relative to base: line`. */
const rawErrors = (files: readonly string[], base: string) =>
  files.flatMap(file =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(line => /new (Type|Range|Syntax)?Error\(|extends Error\b/.test(line) && !/^\s*(\*|\/\/)/.test(line))
      .map(line => `${path.relative(base, file)}: ${line.trim()}`),
  )

describe('errors core throws', () => {
  it('are VestibuleErrors: no raw Error, TypeError or RangeError is made in core', () => {
    const raw = rawErrors(sources(CORE), CORE)
    // The base class itself is the one place that extends Error.
    expect(raw).to.deep.equal(['errors/VestibuleError.ts: export class VestibuleError extends Error {'])
  })

  // Issue 30: the guard follows the code out of core. The adapters answer in their ecosystem's error
  // types (wagmi's ProviderDisconnectedError), wrapping a VestibuleError.
  it('are VestibuleErrors in plugins and react too: features, connectors, networks, adapters, hooks and views make no raw Error', () => {
    const files = [...sources(path.join(ROOT, 'plugins')), ...sources(path.join(ROOT, 'react'))]
    expect(rawErrors(files, ROOT)).to.deep.equal([])
  })

  it('for a duplicate plugin, a bad log capacity and a failing reducer case', async () => {
    const appKit = createAppKit({ networks: [alpha], plugins: [definePlugin({ name: 'dup', setup() {} })] }, offlineEnvironment())
    const duplicate = await appKit.use(definePlugin({ name: 'dup', setup() {} })).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(duplicate).to.be.instanceOf(VestibuleError)
    expect(() => createEventLog(initialState, 0, () => createReducer())).to.throw(VestibuleError, 'Log capacity must be a positive integer')
    const error = new ReducerError('bad', 'modal/closed', new Error('boom'))
    expect(error).to.be.instanceOf(VestibuleError)
    expect(error.toJSON()).to.deep.include({ name: 'ReducerError', shortMessage: 'Reducer of bad failed on modal/closed', details: 'boom' })
  })
})
