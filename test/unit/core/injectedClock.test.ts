import { expect } from 'chai'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createAppKit } from '../../../core/appkit/createAppKit'
import { exportLog } from '../../../core/appkit/exportLog'
import { alpha } from './foldEvents'
import { offlineEnvironment } from '../offlineEnvironment'

const ROOT = path.resolve(import.meta.dirname, '../../..')

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === path.join(ROOT, 'devtools', 'sandbox') ? [] : sources(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })

describe("the instance's injected clock (STYLE, core loop 4)", () => {
  // Issue 30: a time read from the wall clock bypasses the clock tests and replays inject. The
  // default clock itself is `Date.now` passed by reference (createAppKit), never called elsewhere.
  it('is the only clock of the library: no Date.now() call in core, plugins, react or the devtools panel', () => {
    const calls = ['core', 'plugins', 'react', 'devtools'].flatMap(folder =>
      sources(path.join(ROOT, folder)).flatMap(file =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter(line => /Date\.now\(\)/.test(line) && !/^\s*(\*|\/\/)/.test(line))
          .map(line => `${path.relative(ROOT, file)}: ${line.trim()}`),
      ),
    )
    expect(calls).to.deep.equal([])
  })

  it('stamps what getEvent reports before any event maps, and when a log export is made', () => {
    const appKit = createAppKit({ projectId: 'p', networks: [alpha] }, offlineEnvironment({ now: () => 1_234 }))
    expect(appKit.now()).to.equal(1_234)
    expect(appKit.getEvent().timestamp).to.equal(1_234)
    expect(exportLog(appKit).exportedAt).to.equal(1_234)
    expect(exportLog(appKit, { exportedAt: 5 }).exportedAt).to.equal(5)
    appKit.destroy()
  })
})
