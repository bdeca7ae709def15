import { expect } from 'chai'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser'
import { ROOT } from '../../../scripts/bundle.mjs'

const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: (IForbiddenRuleType & { name: string })[] }
/** Core's floor rules: one per floor, and the one that puts every core folder on a floor. */
const FLOOR_RULES = config.forbidden.filter(rule => rule.name.startsWith('core-floor-') || rule.name === 'core-files-stand-on-a-floor')

/** Cruises a throwaway core of `files` (path → source) with the repository's floor rules; each violation as `from -> to (rule)`. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vestibule-floors-'))
  try {
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), source)
    }
    const { output } = await cruise(
      ['core'],
      { baseDir: dir, validate: true, ruleSet: { forbidden: FLOOR_RULES }, tsPreCompilationDeps: true, moduleSystems: ['es6'] },
      { extensions: ['.ts', '.tsx'] },
    )
    const result = output as { summary: { violations: { from: string; to: string; rule: { name: string } }[] } }
    return result.summary.violations.map(violation => `${violation.from} -> ${violation.to} (${violation.rule.name})`).sort()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const STATE = {
  'core/state/state.ts': 'export interface VestibuleState { readonly open: boolean }\nexport const initialState: VestibuleState = { open: false }\n',
}

describe("dependency rules: core's floors import downward only (issue 30)", function () {
  this.timeout(30_000)

  it('has a rule for every floor, and one for a folder on no floor', () => {
    expect(FLOOR_RULES.map(rule => rule.name)).to.deep.equal([
      'core-floor-ground-imports-no-higher-floor',
      'core-floor-utilities-imports-no-higher-floor',
      'core-floor-state-imports-no-higher-floor',
      'core-floor-host-imports-no-higher-floor',
      'core-floor-built-in-plugins-imports-no-higher-floor',
      'core-floor-actions-imports-no-higher-floor',
      'core-floor-appkit-imports-no-higher-floor',
      'core-files-stand-on-a-floor',
    ])
  })

  it('fails on a ground-floor schema that imports the state above it', async () => {
    expect(
      await violations({
        ...STATE,
        'core/schemas/entities.ts': "import { initialState } from '../state/state'\nexport const blank = initialState\n",
      }),
    ).to.deep.equal(['core/schemas/entities.ts -> core/state/state.ts (core-floor-ground-imports-no-higher-floor)'])
  })

  it('fails on a type-only import that runs upward too', async () => {
    expect(
      await violations({
        ...STATE,
        'core/storage/crossTabChanges.ts': "import type { VestibuleState } from '../state/state'\nexport type Seen = VestibuleState\n",
      }),
    ).to.deep.equal(['core/storage/crossTabChanges.ts -> core/state/state.ts (core-floor-utilities-imports-no-higher-floor)'])
  })

  it('fails on a plugin-host file that imports a built-in plugin, and lets createAppKit and the built-in plugins import downward', async () => {
    const plugin = {
      'core/plugins/definePlugin.ts': 'export const definePlugin = <T>(plugin: T) => plugin\n',
      'core/builtInPlugins/persistencePlugin.ts':
        "import { definePlugin } from '../plugins/definePlugin'\nimport { initialState } from '../state/state'\nexport const persistencePlugin = definePlugin({ initialState })\n",
    }
    expect(
      await violations({
        ...STATE,
        ...plugin,
        'core/appkit/createAppKit.ts': "import { persistencePlugin } from '../builtInPlugins/persistencePlugin'\nexport const plugins = [persistencePlugin]\n",
        'core/index.ts': "export { plugins } from './appkit/createAppKit'\n",
      }),
    ).to.deep.equal([])
    expect(
      await violations({
        ...STATE,
        ...plugin,
        'core/plugins/createPluginHost.ts':
          "import { persistencePlugin } from '../builtInPlugins/persistencePlugin'\nexport const builtIn = [persistencePlugin]\n",
      }),
    ).to.deep.equal(['core/plugins/createPluginHost.ts -> core/builtInPlugins/persistencePlugin.ts (core-floor-host-imports-no-higher-floor)'])
  })

  it('fails on a file in a core folder that is on no floor', async () => {
    expect(
      await violations({
        ...STATE,
        'core/misc/helper.ts': "import { initialState } from '../state/state'\nexport const helper = initialState\n",
      }),
    ).to.deep.equal(['core/misc/helper.ts -> core/state/state.ts (core-files-stand-on-a-floor)'])
  })
})
