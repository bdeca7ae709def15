// What a feature adds to the connect-button page's first download: the page built with the wallet
// directory feature on (the default) and off, same esbuild options; only statically imported JS
// counts, since a feature's plugin and views load after the visitor's intent. Budget: 0 bytes
// (issue 10), the page's own `features: { allWallets: false }` literal aside.
import { formatBytes } from '../scripts/bundle.mjs'
import { initialSize } from './lib/initialSize'

const on = await initialSize('bench/pages/connectButtonPage.tsx')
const off = await initialSize('bench/pages/featureOffPage.tsx')
const delta = on.gzip - off.gzip
console.log(`connect-button page, initial JS gzip (React external): feature on ${formatBytes(on.gzip)} (${on.files} files), off ${formatBytes(off.gzip)} (${off.files} files)`)
console.log(`delta from the wallet-directory feature: ${delta} bytes gzip (budget 0; the 'off' page carries ${'`features: { allWallets: false }`'} in its own code) — ${delta <= 0 ? 'PASS' : 'FAIL'}`)
console.log(`lazy chunks: feature on ${on.lazy}, off ${off.lazy}`)
