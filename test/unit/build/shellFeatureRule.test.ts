import { expect } from 'chai'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser'
import { ROOT } from '../../../scripts/bundle.mjs'

const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: (IForbiddenRuleType & { name: string })[] }
const RULE = 'shell-never-imports-feature-views'
const PLUGIN_RULE = 'shell-never-imports-feature-plugins'

/** Cruises a throwaway tree of `files` (path → source) with the repository's rule; the names of the violations' sources. */
async function violations(files: Record<string, string>, ruleName = RULE): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vestibule-rule-'))
  try {
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), source)
    }
    const rule = config.forbidden.find(candidate => candidate.name === ruleName)!
    const { output } = await cruise(
      ['react'],
      { baseDir: dir, validate: true, ruleSet: { forbidden: [rule] }, tsPreCompilationDeps: true, moduleSystems: ['es6'] },
      { extensions: ['.ts', '.tsx'] },
    )
    const result = output as { summary: { violations: { from: string; to: string; rule: { name: string } }[] } }
    return result.summary.violations.filter(violation => violation.rule.name === ruleName).map(violation => `${violation.from} -> ${violation.to}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const FEATURE_VIEW = { 'react/features/throwaway/ThrowawayView/ThrowawayView.tsx': 'export const ThrowawayView = () => null\n' }

describe('dependency rules: the React shell imports no feature view and no feature plugin (issue 30)', function () {
  this.timeout(30_000)

  it('fails on a shell view that imports a feature folder', async () => {
    expect(
      await violations({
        ...FEATURE_VIEW,
        'react/views/AccountView/AccountView.tsx':
          "import { ThrowawayView } from '../../features/throwaway/ThrowawayView/ThrowawayView'\nexport const AccountView = ThrowawayView\n",
      }),
    ).to.deep.equal(['react/views/AccountView/AccountView.tsx -> react/features/throwaway/ThrowawayView/ThrowawayView.tsx'])
  })

  it('fails on a type-only import from the shell too', async () => {
    expect(
      await violations({
        ...FEATURE_VIEW,
        'react/modal/Modal.tsx':
          "import type { ThrowawayView } from '../features/throwaway/ThrowawayView/ThrowawayView'\nexport type Shown = typeof ThrowawayView\n",
      }),
    ).to.deep.equal(['react/modal/Modal.tsx -> react/features/throwaway/ThrowawayView/ThrowawayView.tsx'])
  })

  it('lets the feature host, the catalogue, the entry and another file of the feature import it', async () => {
    expect(
      await violations({
        ...FEATURE_VIEW,
        'react/features/catalogue.ts': "export const catalogue = [() => import('./throwaway/ThrowawayView/ThrowawayView')]\n",
        'react/index.ts': "export { ThrowawayView } from './features/throwaway/ThrowawayView/ThrowawayView'\n",
        'react/features/throwaway/index.ts': "export { ThrowawayView } from './ThrowawayView/ThrowawayView'\n",
      }),
    ).to.deep.equal([])
  })

  it("fails on a shell hook that reads a feature plugin's slice, and lets the feature's own React half do it", async () => {
    const selectors = { 'plugins/features/throwaway/throwawaySelectors.ts': 'export const selectThrowaway = () => 1\n' }
    expect(
      await violations(
        {
          ...selectors,
          'react/hooks/useThrowaway.ts':
            "import { selectThrowaway } from '../../plugins/features/throwaway/throwawaySelectors'\nexport const useThrowaway = selectThrowaway\n",
        },
        PLUGIN_RULE,
      ),
    ).to.deep.equal(['react/hooks/useThrowaway.ts -> plugins/features/throwaway/throwawaySelectors.ts'])
    expect(
      await violations(
        {
          ...selectors,
          'react/features/throwaway/index.ts': "export { selectThrowaway } from '../../../plugins/features/throwaway/throwawaySelectors'\n",
        },
        PLUGIN_RULE,
      ),
    ).to.deep.equal([])
  })
})
