import { expect } from 'chai'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { bundle, libraryExternals, ROOT } from '../../../scripts/bundle.mjs'

type ReactEntry = typeof import('../../../react')

// The entry holds linaria styles, which exist only after the build transform: bundle it as the
// library build does (dependencies left as imports), then load it in plain Node, with no DOM.
describe('vestibule/react on the server', function () {
  this.timeout(30_000)
  let outdir: string
  let entry: ReactEntry

  before(async () => {
    // Inside the repository (.cache is ignored), so Node finds the externals in its node_modules.
    await mkdir(path.join(ROOT, '.cache'), { recursive: true })
    outdir = await mkdtemp(path.join(ROOT, '.cache', 'vestibule-ssr-'))
    await bundle({
      absWorkingDir: ROOT,
      entryPoints: ['react/index.ts'],
      outdir,
      format: 'esm',
      platform: 'node',
      target: 'es2022',
      jsx: 'automatic',
      bundle: true,
      external: libraryExternals(),
      write: true,
      logLevel: 'error',
      outExtension: { '.js': '.mjs' },
    })
    entry = (await import(pathToFileURL(path.join(outdir, 'index.mjs')).href)) as ReactEntry
  })
  after(async () => {
    await rm(outdir, { recursive: true, force: true })
  })

  const instance = (name: string, id: number) =>
    entry.createAppKit({
      projectId: 'ssr',
      basic: true,
      networks: [{ id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } }],
    })

  it('creates an instance without touching a DOM, and renders the buttons to HTML', () => {
    expect(typeof (globalThis as { document?: unknown }).document).to.equal('undefined')
    const appKit = instance('Ethereum', 1)
    try {
      const html = renderToString(createElement(entry.AppKitButton))
      expect(html).to.match(/^<button[^>]*data-vestibule-button="connect"[^>]*>Connect Wallet<\/button>$/)
      expect(renderToString(createElement(entry.NetworkButton))).to.contain('Ethereum')
    } finally {
      appKit.destroy()
    }
  })

  it('uses the instance of the nearest <AppKitProvider>, else the one created last', () => {
    const ethereum = instance('Ethereum', 1)
    const base = instance('Base', 8453)
    try {
      expect(renderToString(createElement(entry.NetworkButton))).to.contain('Base')
      expect(renderToString(createElement(entry.AppKitProvider, { appKit: ethereum }, createElement(entry.NetworkButton)))).to.contain('Ethereum')
    } finally {
      base.destroy()
      ethereum.destroy()
    }
  })

  it('says what is missing when there is no instance at all', () => {
    expect(() => renderToString(createElement(entry.ConnectButton))).to.throw(/call createAppKit\(\) from vestibule\/react/)
  })
})
