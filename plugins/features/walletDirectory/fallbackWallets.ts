import type { WalletListing } from 'vestibule/plugin'

/** A monogram on the wallet's colour: a few hundred bytes, drawn offline, no third party's artwork. */
const monogram = (letter: string, background: string, color = '#fff') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${background}"/><text x="32" y="43" font-family="Arial,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="${color}">${letter}</text></svg>`,
  )}`

type Chains = NonNullable<WalletListing['chains']>

const EVM: Chains = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161']

const wallet = (id: string, name: string, rdns: string, mobile: string, image: string, chains: Chains = EVM): WalletListing => ({
  id,
  name,
  rdns,
  image_url: image,
  mobile_link: mobile,
  desktop_link: null,
  webapp_link: null,
  chains: [...chains],
})

/**
 * The well-known wallets listed when the hosted directory is unconfigured (no `projectId`) or
 * unreachable (issue 16): ids as the hosted directory has them, so a later hosted list and
 * `featuredWalletIds` agree; EIP-6963 rdns, so an installed one shows as installed; deep links for
 * phones. A chunk of its own: it loads only in that case, never with the page.
 */
export const FALLBACK_WALLETS: readonly WalletListing[] = [
  wallet('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', 'MetaMask', 'io.metamask', 'metamask://', monogram('M', '#f6851b')),
  wallet('4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', 'Trust Wallet', 'com.trustwallet.app', 'trust://', monogram('T', '#0500ff')),
  wallet('fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa', 'Coinbase Wallet', 'com.coinbase.wallet', 'cbwallet://', monogram('C', '#0052ff')),
  wallet('1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', 'Rainbow', 'me.rainbow', 'rainbow://', monogram('R', '#001e59')),
  wallet('ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18', 'Zerion', 'io.zerion.wallet', 'zerion://', monogram('Z', '#2962ef')),
  wallet('a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', 'Phantom', 'app.phantom', 'phantom://', monogram('P', '#ab9ff2', '#1c1c1c'), [
    ...EVM,
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  ]),
]
