// Issue 14 (SIWX) budget: the sign-in feature adds nothing to the connect-button page's first
// download (0 bytes of its modules, whether a host turns it on or not): its catalogue record, plugin,
// views and messages load on intent. Measured beside the same page with `siwx: { required: true }`,
// whose only extra first-download bytes are that options literal in the page's own code.
import { formatBytes } from '../scripts/bundle.mjs'
import { initialSize } from './lib/initialSize'

const SIWX_CODE = /^(react\/features\/siwx|plugins\/features\/siwx)\//
const sum = (bytes: Readonly<Record<string, number>>) => Object.entries(bytes).filter(([input]) => SIWX_CODE.test(input)).reduce((total, [, n]) => total + n, 0)

const plain = await initialSize('bench/pages/connectButtonPage.tsx')
const withSiwx = await initialSize('bench/pages/siwxPage.tsx')
const plainBytes = sum(plain.inputBytes)
const onBytes = sum(withSiwx.inputBytes)
const pageCode = (withSiwx.inputBytes['bench/pages/siwxPage.tsx'] ?? 0) - (plain.inputBytes['bench/pages/connectButtonPage.tsx'] ?? 0)
const growth = withSiwx.raw - plain.raw
console.log(`connect-button page, initial JS gzip (React external): ${formatBytes(plain.gzip)} (${plain.files} files); with siwx required ${formatBytes(withSiwx.gzip)} (${withSiwx.files} files)`)
console.log(`siwx modules in the connect-button page's first download: ${plainBytes} bytes — budget 0 — ${plainBytes === 0 ? 'PASS' : 'FAIL'}`)
console.log(`siwx modules in the first download with siwx required: ${onBytes} bytes — budget 0 — ${onBytes === 0 ? 'PASS' : 'FAIL'}`)
console.log(
  `first-download growth with siwx required: ${growth} bytes minified, of which the page's own options literal ${pageCode} — budget: the literal only — ${growth <= pageCode ? 'PASS' : 'FAIL'}`,
)
