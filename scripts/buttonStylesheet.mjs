// `dist/styles.css` (`vestibule/styles.css`): the rules of the buttons a page renders before any
// script runs (server rendering). A Next.js app imports it once, in its root layout, so the server
// HTML links a stylesheet and its first paint is styled; no `<style>` or inline style is needed, so
// a strict CSP (`style-src 'self'`) holds. In the browser the same rules are adopted again as the
// buttons' modules register them (the same text: no rule changes).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { LIBRARY_TARGET, ROOT, bundle, libraryExternals } from './bundle.mjs';

const BUTTONS = path.join(ROOT, 'react/buttons');
/** A registration as the unminified bundle writes it, its CSS a JSON string. */
const REGISTRATION = /\bregisterStyles\d*\(("(?:[^"\\]|\\.)*")\)/g;

/** The stylesheet's text: every rule the buttons' modules register, in the order they register. */
export async function buttonStylesheet() {
  const components = readdirSync(BUTTONS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => `./react/buttons/${entry.name}/${entry.name}`);
  const { result } = await bundle({
    stdin: { contents: components.map((file) => `import ${JSON.stringify(file)};`).join('\n'), resolveDir: ROOT, loader: 'ts' },
    format: 'esm',
    platform: 'neutral',
    target: LIBRARY_TARGET,
    jsx: 'automatic',
    external: libraryExternals(),
    // Every module evaluates for its registration: nothing may be shaken away (package.json's
    // `sideEffects` would drop the bare imports above).
    treeShaking: false,
    ignoreAnnotations: true,
    write: false,
    logLevel: 'warning',
  });
  // One file, its modules in evaluation order: the registrations appear as the page makes them.
  const rules = [...result.outputFiles[0].text.matchAll(REGISTRATION)].map((match) => JSON.parse(match[1]));
  if (rules.length === 0) throw new Error('buttonStylesheet.mjs: the buttons registered no CSS');
  const { code } = await esbuild.transform(rules.join('\n'), { loader: 'css', minify: true, target: LIBRARY_TARGET, logLevel: 'silent' });
  return code;
}
