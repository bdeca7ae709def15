// Issue 14 (SIWX) budget: the sign-in feature adds nothing to the connect-button page's first
// download (0 bytes). Measured in the same run beside a reference: the same page built from a
// catalogue without the siwx feature (an esbuild plugin drops its two lines from catalogue.ts), so
// shared code a lazy chunk drags into the initial chunks (a zod or RxJS part only the feature uses)
// counts too. Also: no siwx module in the first download, whether a host turns sign-in on or not,
// and turning it on (`siwx: { required: true }`) adds only that options literal in the page's code.
import { readFile } from 'node:fs/promises'
import type { Plugin } from 'esbuild'
import { formatBytes } from '../scripts/bundle.mjs'
import { initialSize } from './lib/initialSize'

const SIWX_CODE = /^(react\/features\/siwx|plugins\/features\/siwx)\//
const sum = (bytes: Readonly<Record<string, number>>) =>
  Object.entries(bytes)
    .filter(([input]) => SIWX_CODE.test(input))
    .reduce((total, [, n]) => total + n, 0)

/** The catalogue as it was before the feature: its import and its entry removed. */
const withoutSiwx: Plugin = {
  name: 'catalogue-without-siwx',
  setup(build) {
    build.onLoad({ filter: /react\/features\/catalogue\.ts$/ }, async args => {
      const source = await readFile(args.path, 'utf8')
      const stripped = source.replace("import { siwxFeature } from './siwx'\n", '').replace('  siwxFeature,\n', '')
      if (stripped === source) throw new Error('catalogue.ts no longer lists siwxFeature as this bench expects')
      return { contents: stripped, loader: 'ts' }
    })
  },
}

const plain = await initialSize('bench/pages/connectButtonPage.tsx')
const reference = await initialSize('bench/pages/connectButtonPage.tsx', [withoutSiwx])
const withSiwx = await initialSize('bench/pages/siwxPage.tsx')
const delta = plain.gzip - reference.gzip
console.log(
  `connect-button page, initial JS gzip (React external): ${formatBytes(plain.gzip)} (${plain.files} files); reference without the siwx feature ${formatBytes(reference.gzip)} (${reference.files} files)`,
)
console.log(
  `first-download delta from the siwx feature: ${delta} bytes gzip, ${plain.raw - reference.raw} bytes minified — budget 0 — ${delta <= 0 && plain.raw <= reference.raw ? 'PASS' : 'FAIL'}`,
)
console.log(
  `siwx modules in the connect-button page's first download: ${sum(plain.inputBytes)} bytes — budget 0 — ${sum(plain.inputBytes) === 0 ? 'PASS' : 'FAIL'}`,
)
console.log(
  `siwx modules in the first download with siwx required: ${sum(withSiwx.inputBytes)} bytes — budget 0 — ${sum(withSiwx.inputBytes) === 0 ? 'PASS' : 'FAIL'}`,
)
const pageCode = (withSiwx.inputBytes['bench/pages/siwxPage.tsx'] ?? 0) - (plain.inputBytes['bench/pages/connectButtonPage.tsx'] ?? 0)
const growth = withSiwx.raw - plain.raw
console.log(
  `first-download growth with siwx required: ${growth} bytes minified, of which the page's own options literal ${pageCode} — budget: the literal only — ${growth <= pageCode ? 'PASS' : 'FAIL'}`,
)
console.log(`lazy chunks: ${plain.lazy} (reference ${reference.lazy})`)
