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

  /** Every fetch made while a test runs (the instances use the global fetch, looked up per call). */
  let fetched: string[]
  let realFetch: typeof fetch
  beforeEach(() => {
    fetched = []
    realFetch = globalThis.fetch
    globalThis.fetch = (input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input))
      return realFetch(input, init)
    }
  })
  afterEach(() => {
    globalThis.fetch = realFetch
  })

  // The hosted services at their default URLs, as an integrator's server runs it.
  const instance = (name: string, id: number, testnet = false) =>
    entry.createAppKit({
      projectId: 'ssr',
      networks: [{ id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } }, testnet }],
    })
  const provided = (appKit: ReturnType<typeof instance>, element: Parameters<typeof createElement>[0]) =>
    renderToString(createElement(entry.AppKitProvider, { appKit }, createElement(element)))

  it('creates an instance that fetches nothing, without touching a DOM', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).to.equal('undefined')
    const appKit = instance('Ethereum', 1)
    try {
      await appKit.ready
      await new Promise(resolve => setImmediate(resolve))
      expect(fetched).to.deep.equal([])
      expect(appKit.getState().errors).to.deep.equal([])
    } finally {
      appKit.destroy()
    }
  })

  it('renders the buttons to HTML with the instance of an <AppKitProvider>', () => {
    const appKit = instance('Ethereum', 1)
    try {
      expect(provided(appKit, entry.AppKitButton)).to.match(/^<button[^>]*data-vestibule-button="connect"[^>]*>Connect Wallet<\/button>$/)
      expect(provided(appKit, entry.NetworkButton)).to.contain('Ethereum')
    } finally {
      appKit.destroy()
    }
  })

  it('sets no shared default instance: every request it renders would share it', () => {
    const appKit = instance('Ethereum', 1)
    try {
      expect(() => renderToString(createElement(entry.NetworkButton))).to.throw(/during server rendering createAppKit\(\) sets no default instance.*<AppKitProvider/)
    } finally {
      appKit.destroy()
    }
  })

  it('uses the instance of the nearest <AppKitProvider>', () => {
    const ethereum = instance('Ethereum', 1)
    const base = instance('Base', 8453)
    try {
      expect(provided(base, entry.NetworkButton)).to.contain('Base')
      expect(provided(ethereum, entry.NetworkButton)).to.contain('Ethereum')
    } finally {
      base.destroy()
      ethereum.destroy()
    }
  })

  it("shows SPEC §9's 0.00 on the account button of a testnet account", () => {
    const appKit = instance('Sepolia', 11155111, true)
    try {
      appKit.dispatch({
        type: 'connection/succeeded',
        payload: {
          connectorId: 'injected',
          namespace: 'eip155',
          accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
          caipNetworkId: 'eip155:11155111',
          wallet: { id: 'injected', name: 'Injected' },
        },
      })
      const html = provided(appKit, entry.AppKitButton)
      expect(html).to.contain('0.00 ETH').and.not.to.contain('0.000')
    } finally {
      appKit.destroy()
    }
  })
})
