import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generateMochaTest } from '../../../devtools/panel/logic/generateMochaTest'
import { replay } from '../../../core/log/replay'
import { ROOT } from '../../../scripts/bundle.mjs'
import { walletDirectorySlice } from '../../../plugins/features/walletDirectory'
import { connected, fold, initialized, sliceRegistered, stamp } from '../core/foldEvents'

const require = createRequire(import.meta.url)
const MOCHA = path.join(path.dirname(require.resolve('mocha/package.json')), 'bin', 'mocha.js')

/** Runs one generated test file in its own mocha process (no project config), as a developer would. */
function runMocha(source: string) {
  // Inside the repository, so the file finds chai and the core as an app would find its packages.
  const dir = mkdtempSync(path.join(ROOT, 'test', '.generated-'))
  try {
    const file = path.join(dir, 'recorded.test.ts')
    writeFileSync(file, source)
    return spawnSync(process.execPath, [MOCHA, '--no-config', '--node-option', 'import=tsx', '--reporter', 'dot', file], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('devtools test generator', function () {
  this.timeout(60_000)
  const before = fold([initialized()])
  const events = stamp([{ type: 'modal/open-requested', payload: {} }, connected(), { type: 'theme/mode-changed', payload: { themeMode: 'light' } }], 2)
  const expected = replay({ baseState: before, events })
  const coreImport = path.join(ROOT, 'core', 'index.ts')
  const logImport = path.join(ROOT, 'core', 'logKit.ts')

  it('writes a mocha test that folds the range and passes', () => {
    const source = generateMochaTest({ before, events, expected, coreImport, logImport })
    expect(source).to.include("describe('recorded session, events 2–4'")
    const run = runMocha(source)
    expect(run.status, run.stdout + run.stderr).to.equal(0)
    expect(run.stdout).to.match(/1 passing/)
  })

  it('writes a test that fails when the state it asserts is not the one the events reach', () => {
    const source = generateMochaTest({ before, events, expected: { ...expected, activeNamespace: null }, coreImport, logImport })
    const run = runMocha(source)
    expect(run.status).to.not.equal(0)
    expect(run.stdout).to.match(/1 failing/)
  })

  it('folds the feature slices of the range, imported from where each slice says', () => {
    const slices = [walletDirectorySlice]
    const start = fold([initialized(), sliceRegistered(walletDirectorySlice)], undefined, slices)
    const listing = { id: 'w1', name: 'Wallet one' }
    const range = stamp([{ type: 'walletDirectory/page-fetched', payload: { page: 1, listings: [listing], count: 1 } }], 3)
    const reached = replay({ baseState: start, events: range }, { slices })
    expect(reached.slices.walletDirectory?.listings).to.deep.equal([listing])
    const source = generateMochaTest({ before: start, events: range, expected: reached, slices })
    expect(source).to.include(`import { walletDirectorySlice } from "vestibule/plugins/features/walletDirectory"`)
    const run = runMocha(source)
    expect(run.status, run.stdout + run.stderr).to.equal(0)
    expect(run.stdout).to.match(/1 passing/)
  })

  it('refuses an empty range', () => {
    expect(() => generateMochaTest({ before, events: [], expected: before })).to.throw('Select at least one event')
  })
})
