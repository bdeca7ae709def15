import { expect } from 'chai'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { ROOT } from '../../../scripts/bundle.mjs'

// Issue 30: a feature declares its events and slice by merging into core's maps, and in one program
// every feature's declarations reach every file, so one feature could use another's events without
// importing it and no check would see the coupling. Each feature's two folders are type-checked
// here as a program of their own: what they use, they import.

const FEATURE_ROOTS = ['plugins/features', 'react/features'] as const

const sourcesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap(name => {
        const file = path.join(dir, name)
        return statSync(file).isDirectory() ? sourcesUnder(file) : /\.tsx?$/.test(name) ? [file] : []
      })
    : []

const features = [
  ...new Set(FEATURE_ROOTS.flatMap(root => readdirSync(path.join(ROOT, root)).filter(name => statSync(path.join(ROOT, root, name)).isDirectory()))),
].sort()

const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!
// The test runner's globals are no feature's: a program of the feature's files and what they import.
const options: ts.CompilerOptions = { ...config.options, types: [] }
const host = ts.createCompilerHost(options)
let previous: ts.Program | undefined

/** The feature's files as one program (reusing the last one's parsed files), plus any given in memory. */
function featureProgram(feature: string, extra: Record<string, string> = {}) {
  const files = [...FEATURE_ROOTS.flatMap(root => sourcesUnder(path.join(ROOT, root, feature))), ...Object.keys(extra)]
  const withExtra: ts.CompilerHost = {
    ...host,
    fileExists: file => file in extra || host.fileExists(file),
    readFile: file => extra[file] ?? host.readFile(file),
    getSourceFile: (file, language, onError) =>
      file in extra ? ts.createSourceFile(file, extra[file]!, language) : host.getSourceFile(file, language, onError),
  }
  const program = ts.createProgram({ rootNames: files, options, host: withExtra, ...(previous ? { oldProgram: previous } : {}) })
  previous = program
  const diagnostics = files.flatMap(file => {
    const source = program.getSourceFile(file)!
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
  })
  const others = program
    .getSourceFiles()
    .map(source => path.relative(ROOT, source.fileName))
    .filter(file => /^(plugins|react)\/features\/[^/]+\//.test(file) && !file.includes(`features/${feature}/`))
  const messages = diagnostics.map(d => `${path.relative(ROOT, d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`)
  return { messages, others }
}

describe('each feature type-checks on its own (issue 30)', function () {
  this.timeout(120_000)

  it('finds the features in their folders', () => {
    expect(features).to.include.members(['walletDirectory', 'portfolio', 'onramp', 'swaps', 'embeddedWallet'])
  })

  for (const feature of features) {
    it(`${feature}: its two folders type-check alone, and no other feature's file is in their program`, () => {
      const { messages, others } = featureProgram(feature)
      expect(messages).to.deep.equal([])
      expect(others).to.deep.equal([])
    })
  }

  it("refuses a feature's use of another feature's event it did not import, which the whole program's check accepts", () => {
    const probe = path.join(ROOT, 'plugins/features/onramp/crossFeatureProbe.ts')
    const source = "import type { VestibuleEventMap } from 'vestibule'\nexport type Requested = VestibuleEventMap['walletDirectory/page-requested']\n"
    const alone = featureProgram('onramp', { [probe]: source })
    expect(alone.messages.join('\n')).to.match(/crossFeatureProbe\.ts: Property 'walletDirectory\/page-requested' does not exist/)
    // Imported, the use type-checks: a coupling the import rules then see and refuse.
    const directoryEvents = path.join(ROOT, 'plugins/features/walletDirectory/walletDirectoryEvents.ts')
    const merged = featureProgram('onramp', { [probe]: `import '${directoryEvents.replace(/\.ts$/, '')}'\n${source}` })
    expect(merged.messages).to.deep.equal([])
  })
})
