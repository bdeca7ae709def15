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
      networks: [
        { id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } }, testnet },
      ],
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

  it("renders without a provider once createAppKit was called at module scope, as in AppKit's Next.js pattern", () => {
    const appKit = instance('Ethereum', 1)
    try {
      expect(renderToString(createElement(entry.AppKitButton))).to.match(/^<button[^>]*data-vestibule-button="connect"[^>]*>Connect Wallet<\/button>$/)
      expect(renderToString(createElement(entry.NetworkButton))).to.contain('Ethereum')
    } finally {
      appKit.destroy()
    }
  })

  // wagmi's cookieToInitialState reads this shape from its cookie (a Map of connections by uid).
  const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const cookieState = (chainId: number) => ({ chainId, current: 'uid-1', connections: new Map([['uid-1', { accounts: [ACCOUNT], chainId }]]) })

  it("shows a returning visitor's account button from the initial state of an <AppKitProvider>, per request", () => {
    const appKit = instance('Ethereum', 1)
    try {
      const returning = renderToString(createElement(entry.AppKitProvider, { initialState: cookieState(1) }, createElement(entry.AppKitButton)))
      expect(returning)
        .to.match(/data-vestibule-button="account"/)
        .and.to.contain('0xf3…b92266')
      // The shared instance itself stays disconnected: the next request, without a cookie, gets the connect button.
      expect(renderToString(createElement(entry.AppKitProvider, {}, createElement(entry.AppKitButton)))).to.contain('data-vestibule-button="connect"')
      expect(appKit.getState().accounts).to.deep.equal({})
    } finally {
      appKit.destroy()
    }
  })

  it('renders the buttons in the fallback dark mode when the app chose none, and in the mode it chose', () => {
    const system = instance('Ethereum', 1)
    try {
      expect(renderToString(createElement(entry.AppKitButton))).to.contain('data-theme="dark"')
    } finally {
      system.destroy()
    }
    const light = entry.createAppKit({
      projectId: 'ssr',
      themeMode: 'light',
      networks: [
        { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } },
      ],
    })
    try {
      expect(renderToString(createElement(entry.AppKitButton))).to.contain('data-theme="light"')
    } finally {
      light.destroy()
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
