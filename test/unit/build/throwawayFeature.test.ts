import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { cruise, type IConfiguration } from 'dependency-cruiser'
import { ROOT } from '../../../scripts/bundle.mjs'

// Issue 30's "Done when": a feature lands by writing its two folders and one catalogue line, and
// nothing else (no core list, no shell view, no registry). A copy of the library gets a throwaway
// feature with a view, an Account-view row, a connect method and an option; the type check and the
// dependency rules pass there, and a shell view importing the feature's view fails the rules.

const run = promisify(execFile)

/** The feature's two folders: path → source. */
const FEATURE: Record<string, string> = {
  'plugins/features/throwaway/throwawayEvents.ts': `declare module 'vestibule' {
  interface VestibuleEventMap {
    'throwaway/opened': { at: number }
  }
  interface VestibuleViewMap {
    Throwaway: undefined
  }
}
export {}
`,
  'plugins/features/throwaway/throwawayPlugin.ts': `import { definePlugin, type PluginDefinition } from 'vestibule/plugin'
import './throwawayEvents'

export function throwaway(): PluginDefinition {
  return definePlugin({
    name: 'features/throwaway',
    setup(ctx) {
      const subscription = ctx.ofType('throwaway/opened').subscribe(event => ctx.logger.debug('opened at', event.payload.at))
      return () => subscription.unsubscribe()
    },
  })
}
`,
  'plugins/features/throwaway/index.ts': "import './throwawayEvents'\n\nexport { throwaway } from './throwawayPlugin'\n",
  'react/features/throwaway/locales/en.json': '{ "title": "Throwaway", "row": "Continue with throwaway" }\n',
  'react/features/throwaway/throwawayMessages.ts': `import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type ThrowawayMessageKey = keyof typeof english

export const throwawayMessages = defineMessages<ThrowawayMessageKey>({
  name: 'throwaway',
  locales: { en: () => import('./locales/en.json').then(module => module.default) },
})
`,
  'react/features/throwaway/ThrowawayView/ThrowawayView.tsx': `import { useT } from '../../../i18n'
import { throwawayMessages } from '../throwawayMessages'

export function ThrowawayView() {
  const t = useT(throwawayMessages)
  return <p>{t('title')}</p>
}
`,
  'react/features/throwaway/ThrowawayConnectRow/ThrowawayConnectRow.tsx': `import { useT } from '../../../i18n'
import { throwawayMessages } from '../throwawayMessages'

export function ThrowawayConnectRow() {
  const t = useT(throwawayMessages)
  return <button type="button">{t('row')}</button>
}
`,
  'react/features/throwaway/index.ts': `import { defineFeature } from '../../featureHost/defineFeature'
import { throwawayMessages, type ThrowawayMessageKey } from './throwawayMessages'

export const throwawayFeature = defineFeature({
  name: 'throwaway',
  pluginName: 'features/throwaway',
  options: ['features.smartSessions'],
  enabled: options => options.features.smartSessions,
  plugin: () => import('../../../plugins/features/throwaway').then(m => m.throwaway()),
  views: {
    Throwaway: { title: 'title' satisfies ThrowawayMessageKey, messages: throwawayMessages, load: () => import('./ThrowawayView/ThrowawayView').then(m => m.ThrowawayView) },
  },
  account: {
    actions: [{ route: { view: 'Throwaway' }, icon: 'wallet', label: 'title' satisfies ThrowawayMessageKey, messages: throwawayMessages }],
  },
  connectMethods: {
    social: { load: () => import('./ThrowawayConnectRow/ThrowawayConnectRow').then(m => m.ThrowawayConnectRow), shown: () => true },
  },
})
`,
}

/** The catalogue with the feature's line: its import, and its entry at the end of the list. */
function withCatalogueLine(catalogue: string): string {
  const withImport = `import { throwawayFeature } from './throwaway'\n${catalogue}`
  const end = withImport.indexOf('\n]') + 1
  return `${withImport.slice(0, end)}  throwawayFeature,\n${withImport.slice(end)}`
}

function write(dir: string, files: Record<string, string>): void {
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), source)
  }
}

describe('a feature lands in its two folders and one catalogue line (issue 30)', function () {
  // A type check of the library and a cruise of it: under a minute on CI's two cores.
  this.timeout(120_000)
  let dir: string
  let config: IConfiguration & { forbidden: { name: string }[] }

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vestibule-feature-'))
    for (const folder of ['core', 'plugins', 'react']) cpSync(path.join(ROOT, folder), path.join(dir, folder), { recursive: true })
    for (const file of ['.dependency-cruiser.cjs', 'scripts/depcruise.resolve.cjs', 'package.json']) cpSync(path.join(ROOT, file), path.join(dir, file))
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
    // The repository's compiler options, over the library alone (not its tests and tools).
    const tsconfig = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as { include: string[] }
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ ...tsconfig, include: ['core', 'plugins', 'react'] }))
    write(dir, FEATURE)
    const catalogue = path.join(dir, 'react/features/catalogue.ts')
    writeFileSync(catalogue, withCatalogueLine(readFileSync(catalogue, 'utf8')))
    config = createRequire(import.meta.url)(path.join(dir, '.dependency-cruiser.cjs'))
  })
  after(() => rmSync(dir, { recursive: true, force: true }))

  /** The repository's dependency rules over the copy: each violation as `rule: from -> to`. */
  async function violations(): Promise<string[]> {
    const { output } = await cruise(
      ['core', 'plugins', 'react'],
      { ...config.options, baseDir: dir, validate: true, ruleSet: { forbidden: config.forbidden } } as never,
      {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      },
    )
    const result = output as { summary: { violations: { from: string; to: string; rule: { name: string } }[] } }
    return result.summary.violations.map(violation => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
  }

  it('type-checks with nothing else edited', async () => {
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc')
    const result = await run(process.execPath, [tsc, '--noEmit', '-p', path.join(dir, 'tsconfig.json')], { cwd: dir, maxBuffer: 10_000_000 }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    )
    expect(result).to.equal('')
  })

  it('keeps the dependency rules', async () => {
    expect(await violations()).to.deep.equal([])
  })

  it("fails the rules once a shell view imports the feature's view", async () => {
    const accountView = path.join(dir, 'react/views/AccountView/AccountView.tsx')
    writeFileSync(
      accountView,
      `import { ThrowawayView } from '../../features/throwaway/ThrowawayView/ThrowawayView'\nexport const Shown = ThrowawayView\n${readFileSync(accountView, 'utf8')}`,
    )
    expect(await violations()).to.deep.equal([
      'shell-never-imports-feature-views: react/views/AccountView/AccountView.tsx -> react/features/throwaway/ThrowawayView/ThrowawayView.tsx',
    ])
  })
})
