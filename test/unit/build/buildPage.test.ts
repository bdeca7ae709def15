import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from 'chai'
import { buildPage, type BuildPageReturnType } from '../../../scripts/buildPage.mjs'
import { ROOT } from '../../../scripts/bundle.mjs'

const FIXTURE = path.join(ROOT, 'test/fixtures/linaria/main.tsx')

/** Class selectors in a stylesheet: `.caa31hx`, `.sdylxcu.tm6lrtv` → caa31hx, sdylxcu, tm6lrtv. */
function classNamesIn(css: string): string[] {
  return [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(match => match[1]!))]
}

/**
 * The stylesheets a chunk registers, in the order it registers them: `registerStyles(".t1{…}")`,
 * minified to `xn(".t1{…}")`. Other one-string calls are told apart by their text, which is not CSS.
 */
function registeredIn(js: string): string[] {
  return [...js.matchAll(/\w\(("(?:[^"\\]|\\.)*")\)/g)].map(match => JSON.parse(match[1]!) as string).filter(text => /^[^{}"]+\{[\s\S]*\}$/.test(text))
}

describe('buildPage with the linaria fixture', function () {
  this.timeout(60_000)
  let outdir: string
  let page: BuildPageReturnType
  let entryJs: string
  let lazyJs: string
  let js: string

  before(async () => {
    outdir = await mkdtemp(path.join(tmpdir(), 'vestibule-buildpage-'))
    page = await buildPage({ entry: FIXTURE, outdir, minify: true })
    const scripts = page.files.filter(file => file.path.endsWith('.js'))
    const read = (file: { path: string }) => readFile(file.path, 'utf8')
    const lazy = scripts.find(file => /[\\/]LazyBadge-\w+\.js$/.test(file.path))
    if (!lazy) throw new Error('no LazyBadge chunk')
    entryJs = await read({ path: page.entry })
    lazyJs = await read(lazy)
    js = (await Promise.all(scripts.map(read))).join('\n')
  })

  after(async () => {
    await rm(outdir, { recursive: true, force: true })
  })

  it('extracts the rules of every component, lazy ones included', () => {
    expect(page.css).to.match(/font-size:\s*21px/)
    expect(page.css).to.match(/:host\s*\{\s*--fixture-accent:\s*rgb\(12,\s*34,\s*56\)/)
    expect(page.css).to.match(/letter-spacing:\s*3px/)
  })

  it('carries a lazy component’s rules in its own chunk, not in the first download', () => {
    const entryRules = registeredIn(entryJs).join('')
    const lazyRules = registeredIn(lazyJs).join('')
    expect(lazyRules).to.match(/letter-spacing:3px/)
    expect(entryRules).to.not.match(/letter-spacing:3px/)
    expect(entryRules).to.match(/font-size:21px/)
    expect(entryRules).to.match(/:host\{--fixture-accent:/)
  })

  it('registers a module after the modules it imports', () => {
    const sheets = registeredIn(entryJs)
    // Title.tsx is imported by FixtureCard.tsx, whose `styled(Title)` rule must follow Title's.
    const base = sheets.findIndex(text => /font-size:21px/.test(text))
    const extended = sheets.findIndex(text => /font-size:13px/.test(text))
    expect(base).to.be.greaterThan(-1)
    expect(extended).to.be.greaterThan(base)
  })

  it('writes no stylesheet', () => {
    expect(page.files.filter(file => file.path.endsWith('.css'))).to.deep.equal([])
  })

  it('replaces the css and styled templates with generated class names', () => {
    const classNames = classNamesIn(page.css)
    expect(classNames).to.have.length.of.at.least(4)
    for (const className of classNames) expect(js, `${className} is used by the JS`).to.include(className)
    expect(js).to.not.include('tag in runtime is not supported')
    // The declarations live in the registered rules only, not in a template left in the code.
    const codeOnly = registeredIn(js).reduce((code, text) => code.split(JSON.stringify(text)).join(''), js)
    expect(codeOnly).to.not.match(/letter-spacing:\s*3px/)
    expect(codeOnly).to.not.match(/font-size:\s*21px/)
  })

  it('keeps the import() target as a lazy chunk and reports the sizes', () => {
    expect(path.relative(outdir, page.entry)).to.equal('main.js')
    expect(page.files.map(file => path.relative(outdir, file.path))).to.satisfy((files: string[]) =>
      files.some(file => /^chunks\/LazyBadge-\w+\.js$/.test(file)),
    )
    for (const file of page.files) {
      expect(file.bytes, file.path).to.be.greaterThan(0)
      expect(file.gzipBytes, file.path).to.be.greaterThan(0)
    }
    expect(page.bytes).to.equal(page.files.reduce((sum, file) => sum + file.bytes, 0))
    expect(page.gzipBytes).to.be.lessThan(page.bytes)
  })
})
