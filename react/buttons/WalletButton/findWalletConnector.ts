import type { ChainNamespace, ConnectorInfo } from '../../../core'

/**
 * AppKit's wallet ids (`<appkit-wallet-button wallet="metamask">`) for wallets known by their
 * EIP-6963 rdns, so the id finds the extension that announced itself.
 */
const KNOWN_WALLETS: Readonly<Record<string, { readonly rdns: string; readonly name: string }>> = {
  metamask: { rdns: 'io.metamask', name: 'MetaMask' },
  trust: { rdns: 'com.trustwallet.app', name: 'Trust Wallet' },
  coinbase: { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' },
  rainbow: { rdns: 'me.rainbow', name: 'Rainbow' },
  phantom: { rdns: 'app.phantom', name: 'Phantom' },
  okx: { rdns: 'com.okex.wallet', name: 'OKX Wallet' },
  bitget: { rdns: 'com.bitget.web3', name: 'Bitget Wallet' },
  zerion: { rdns: 'io.zerion.wallet', name: 'Zerion' },
  rabby: { rdns: 'io.rabby', name: 'Rabby Wallet' },
  backpack: { rdns: 'app.backpack', name: 'Backpack' },
  exodus: { rdns: 'com.exodus.web3-wallet', name: 'Exodus' },
  'crypto-com': { rdns: 'com.crypto.wallet', name: 'Crypto.com Onchain' },
}

/** What the button says before the page's wallets are read (they are on the visitor's intent). */
export function walletDisplayName(wallet: string): string {
  if (squash(wallet) === 'walletconnect') return 'WalletConnect'
  return KNOWN_WALLETS[wallet.toLowerCase()]?.name ?? wallet
}

/** 'Sandbox Wallet', 'sandbox-wallet' and 'sandboxwallet' name the same wallet. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * The connector an `<appkit-wallet-button wallet="…">` connects through: the one whose id, rdns,
 * directory id or name is the wallet id (`walletConnect` is the WalletConnect connector), in the
 * namespace asked for if any. Undefined when the page has no such wallet.
 *
 * @example
 * findWalletConnector(state.connectors, 'metamask') // the connector MetaMask announced (rdns io.metamask)
 */
export function findWalletConnector(connectors: readonly ConnectorInfo[], wallet: string, namespace?: ChainNamespace): ConnectorInfo | undefined {
  const candidates = namespace ? connectors.filter(connector => connector.chain === namespace) : connectors
  if (squash(wallet) === 'walletconnect') return candidates.find(connector => connector.type === 'WALLET_CONNECT')
  const rdns = KNOWN_WALLETS[wallet.toLowerCase()]?.rdns
  return (
    candidates.find(connector => connector.id === wallet || connector.info?.rdns === wallet || connector.explorerId === wallet) ??
    (rdns ? candidates.find(connector => connector.info?.rdns === rdns || connector.id === rdns) : undefined) ??
    candidates.find(connector => squash(connector.name) === squash(wallet))
  )
}
