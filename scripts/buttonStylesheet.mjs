// `dist/styles.css` (`vestibule/styles.css`): the rules of the buttons a page renders before any
// script runs (server rendering). A Next.js app imports it once, in its root layout, so the server
// HTML links a stylesheet and its first paint is styled; no `<style>` or inline style is needed, so
// a strict CSP (`style-src 'self'`) holds. In the browser the same rules are adopted again as the
// buttons' modules register them (the same text: no rule changes).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { LIBRARY_TARGET, ROOT, libraryExternals } from './bundle.mjs'

const BUTTONS = path.join(ROOT, 'react/buttons')
/** The comment esbuild writes above each module of an unminified bundle: its path. */
const MODULE_COMMENT = /^\/\/ (\S+\.tsx?)$/gm

/**
 * The stylesheet's text: the rules of every module the buttons load, in the order the page
 * registers them (module evaluation order: equal-specificity rules keep their precedence).
 * `cssBySource` is the library build's CSS by module name (`bundle()`'s), so the class names are
 * the published ones.
 */
export async function buttonStylesheet(cssBySource) {
  const components = readdirSync(BUTTONS, { withFileTypes: true })
    .filter(entry => entry.isDirectory() && entry.name !== 'shared')
    .map(entry => `./react/buttons/${entry.name}/${entry.name}`)
  // Only the order is wanted here: a plain bundle, its modules in evaluation order.
  const { outputFiles } = await esbuild.build({
    absWorkingDir: ROOT,
    stdin: { contents: components.map(file => `import ${JSON.stringify(file)};`).join('\n'), resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    target: LIBRARY_TARGET,
    jsx: 'automatic',
    external: libraryExternals(),
    // package.json's `sideEffects` would drop the bare imports above and the modules they load.
    treeShaking: false,
    ignoreAnnotations: true,
    write: false,
    logLevel: 'warning',
  })
  const order = [...outputFiles[0].text.matchAll(MODULE_COMMENT)].map(match => path.basename(match[1]).replace(/\.tsx?$/, ''))
  const rules = order.map(source => cssBySource.get(source)).filter(Boolean)
  if (rules.length === 0) throw new Error('buttonStylesheet.mjs: the buttons registered no CSS')
  return rules.join('\n')
}
