// The demo host page `npm start` serves: an ordinary site that embeds Vestibule, pointed at the
// local sandbox (chains, API, sandbox wallet), so it works offline.
import { createRoot } from 'react-dom/client'
import { exportLog, internalsOf } from '../../../core/logKit'
import { createAppKit } from '../../../react'
import { embeddedWalletConnector } from '../../../plugins/features/embeddedWallet'
import { injectedConnector } from '../../../plugins/connectors/injected'
import { bitcoinConnector } from '../../../plugins/connectors/bitcoin'
import { solanaConnector } from '../../../plugins/connectors/solana'
import { walletConnectConnector } from '../../../plugins/connectors/walletConnect'
import { bitcoinNetworks, bitcoinRegtest } from '../../../plugins/networks/bitcoin'
import { evmNetworks } from '../../../plugins/networks/evm'
import { solanaLocalnet, solanaNetworks } from '../../../plugins/networks/solana'
import { mountDevtools } from '../../index'
import { DemoApp } from './DemoApp'
import { sandboxScenarios } from './sandboxScenarios'
import { readSandboxConfig } from './readSandboxConfig'

const sandbox = readSandboxConfig()
/** 'Sandbox Alpha' → 'sandbox-alpha': the id of the network's picture on the sandbox API. */
const sandboxImageId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
const query = new URLSearchParams(location.search)
// The local Solana chain, when the sandbox runs one (`?solana=off` shows an EVM-only host).
const solana = query.get('solana') === 'off' ? undefined : sandbox.solana
// The local Bitcoin chain, on `?bitcoin` only (issue 29): other tests count the networks they see.
const bitcoin = query.has('bitcoin') ? sandbox.bitcoin : undefined

function marketNetwork(market: { chainId: number; name: string }, rpcUrl: string) {
  return {
    id: market.chainId,
    name: market.name,
    caipNetworkId: `eip155:${market.chainId}` as const,
    chainNamespace: 'eip155' as const,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
    assets: { imageId: sandboxImageId(market.name) },
  }
}

const appKit = createAppKit({
  // `noProjectId`: a site without a vendor account (injected wallets only, no hosted call).
  projectId: sandbox.noProjectId ? undefined : (sandbox.projectId ?? 'vestibule-sandbox'),
  networks: [
    // CAIP networks with an image id each (SPEC §3 `assets.imageId`): the sandbox API draws their
    // pictures at /public/getAssetImage/{id}, as the hosted one serves every known network's.
    ...sandbox.chains
      .filter(chain => sandbox.appChainIds?.includes(chain.chainId) ?? true)
      .map(chain => ({
        id: chain.chainId,
        name: chain.name,
        caipNetworkId: `eip155:${chain.chainId}` as const,
        chainNamespace: 'eip155' as const,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] }, chainDefault: { http: [chain.rpcUrl] } },
        assets: { imageId: sandboxImageId(chain.name) },
      })),
    // The sandbox market's chain (a SPEC §9 swap network), so the demo can swap. Its reads go through
    // the API's chain-RPC proxy (SPEC §7), as hosted reads do, where the sandbox can fault them.
    ...(sandbox.market &&
    !sandbox.chains.some(chain => chain.chainId === sandbox.market?.chainId) &&
    (sandbox.appChainIds?.includes(sandbox.market.chainId) ?? true)
      ? [
          marketNetwork(
            sandbox.market,
            `${sandbox.apiUrl}/v1?chainId=${sandbox.market.caipNetworkId}&projectId=${encodeURIComponent(sandbox.projectId ?? 'vestibule-sandbox')}`,
          ),
        ]
      : []),
    ...(solana ? [{ ...solanaLocalnet({ rpcUrl: solana.rpcUrl, name: 'Sandbox Solana' }), assets: { imageId: sandboxImageId('Sandbox Solana') } }] : []),
    ...(bitcoin ? [bitcoinRegtest({ esploraUrl: bitcoin.esploraUrl, name: 'Sandbox Bitcoin' })] : []),
  ],
  metadata: { name: 'Vestibule demo', description: 'A host page embedding Vestibule', url: location.origin, icons: [] },
  apiUrl: sandbox.apiUrl,
  blockchainApiUrl: sandbox.apiUrl,
  // The sandbox's API records what analytics sends (GET /sandbox/analytics).
  analyticsUrl: sandbox.apiUrl,
  analytics: { consent: sandbox.analyticsConsent ?? 'pending' },
  // `?pay` turns on the Pay feature, off by default (SPEC §9).
  ...(sandbox.features || query.has('pay') ? { features: { ...sandbox.features, ...(query.has('pay') ? { pay: true } : {}) } } : {}),
  ...(sandbox.remoteConfig ? { remoteConfig: sandbox.remoteConfig } : {}),
  ...(sandbox.defaultAccountTypes ? { defaultAccountTypes: sandbox.defaultAccountTypes } : {}),
  // The sandbox's secure site, on its own origin: the embedded wallet's frame (email login).
  secureSiteUrl: sandbox.secureSiteUrl ?? sandbox.apiUrl,
  relayUrl: sandbox.relayUrl ?? sandbox.apiUrl.replace(/^http/, 'ws'),
  // `?siwx` turns sign-in on (the hosted sessions, SPEC §7, answered by the sandbox API); `?siwx=required` requires it.
  ...(query.has('siwx') ? { siwx: { required: query.get('siwx') === 'required', statement: 'Sign in to the Vestibule demo' } } : {}),
  // `?basic` shows basic mode: remote features off, the modal opening on the WalletConnect QR code.
  basic: query.has('basic'),
  // `?locale=ar` (or fr) shows the modal in another language.
  locale: query.get('locale') ?? undefined,
  // `?logCapacity=64` bounds the instance's log tighter, to see the devtools keep every event regardless.
  ...(query.has('logCapacity') ? { logCapacity: Number(query.get('logCapacity')) } : {}),
  // `?debug` logs at debug level (dropped API entries, for instance, are logged as warnings).
  debug: query.has('debug') || sandbox.debug === true,
  // WalletConnect needs a project id (its relay authenticates one): a site without one is injected-only.
  plugins: [
    injectedConnector(),
    ...(sandbox.noProjectId ? [] : [walletConnectConnector(), embeddedWalletConnector()]),
    evmNetworks(),
    ...(solana ? [solanaConnector(), solanaNetworks()] : []),
    ...(bitcoin ? [bitcoinConnector(), bitcoinNetworks()] : []),
  ],
  ...sandbox.directory,
  ...sandbox.appOptions,
})

// For the browser tests: the instance, its devtools handles (the log, time travel), and its log
// exported as a bug report would carry it.
;(window as unknown as { __appKit: typeof appKit }).__appKit = appKit
;(window as unknown as { __appKitInternals: ReturnType<typeof internalsOf> }).__appKitInternals = internalsOf(appKit)
;(window as unknown as { __exportLog: (options?: { redact?: boolean }) => ReturnType<typeof exportLog> }).__exportLog = options => exportLog(appKit, options)
createRoot(document.getElementById('root')!).render(<DemoApp appKit={appKit} />)
// The devtools panel (Alt+Shift+D, or the button at the bottom right), with the sandbox's scenarios.
;(window as unknown as { __devtools: ReturnType<typeof mountDevtools> }).__devtools = mountDevtools(appKit, { scenarios: sandboxScenarios(window) })
