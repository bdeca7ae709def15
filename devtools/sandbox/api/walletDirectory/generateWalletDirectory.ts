import { createHash } from 'node:crypto'

/** A wallet as the sandbox directory serves it: the SPEC §3 listing plus the badge it is filtered by. */
export type SandboxWalletListing = {
  id: string
  name: string
  image_id: string | null
  image_url: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  rdns: string | null
  chains: string[]
  badge_type: 'certified' | 'none'
}

/** The injected sandbox wallet's EIP-6963 rdns (devtools/sandbox/wallet): these listings are "installed" in the demo. */
export const SANDBOX_WALLET_RDNS = 'dev.vestibule.sandbox'

/** Names a browser must show as text, never as markup. */
export const HOSTILE_WALLET_NAMES = ['<img src=x onerror=alert(1)>', '<script>alert("wallet")</script>', '"><svg onload=alert(1)>'] as const

export const DEFAULT_WALLET_COUNT = 1_200

const FIRST = [
  'Amber',
  'Basalt',
  'Cobalt',
  'Delta',
  'Ember',
  'Fable',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Maple',
  'Nimbus',
  'Onyx',
  'Pebble',
  'Quartz',
  'Raven',
  'Sable',
  'Tundra',
  'Umber',
  'Vesper',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
]
const SECOND = ['Vault', 'Wallet', 'Keep', 'Purse', 'Safe', 'Pocket', 'Chest', 'Ledger', 'Pass', 'Key']

/** mulberry32: a tiny seeded generator, so every run serves the same directory. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** 64 hex characters, like the hosted directory's ids. */
export const sandboxWalletId = (index: number) => createHash('sha256').update(`vestibule-sandbox-wallet-${index}`).digest('hex')

/**
 * The sandbox wallet directory: `count` wallets generated from a fixed seed, so tests can name
 * them. Index 0 and 1 carry the sandbox wallet's rdns (one wallet listed twice, as the hosted
 * directory sometimes does); every 7th has no mobile link; every 10th supports Solana only; a few
 * have hostile names, one a hostile image URL, every 13th no image; every 5th is certified.
 *
 * @example
 * generateWalletDirectory()[0].rdns // 'dev.vestibule.sandbox'
 */
export function generateWalletDirectory(count: number = DEFAULT_WALLET_COUNT, seed = 5): SandboxWalletListing[] {
  const random = seeded(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  return Array.from({ length: count }, (_, index) => {
    const id = sandboxWalletId(index)
    const hostile = index % 211 === 17 ? HOSTILE_WALLET_NAMES[Math.floor(index / 211) % HOSTILE_WALLET_NAMES.length]! : undefined
    const name = index < 2 ? `Sandbox Wallet${index === 1 ? ' Classic' : ''}` : (hostile ?? `${pick(FIRST)} ${pick(SECOND)} ${index}`)
    const slug = `wallet-${index}`
    const solanaOnly = index % 10 === 9
    return {
      id,
      name,
      image_id: index % 13 === 12 || index === 3 ? null : `image-${id.slice(0, 16)}`,
      // A hostile image URL must end as the placeholder, never as markup or a script URL.
      image_url: index === 3 ? '"><img src=x onerror=alert(1)>' : null,
      mobile_link: index % 7 === 6 ? null : `sandboxwallet${index}://`,
      desktop_link: index % 4 === 0 ? `http://127.0.0.1/desktop/${slug}` : null,
      webapp_link: index % 5 === 0 ? `http://127.0.0.1/app/${slug}` : null,
      rdns: index < 2 ? SANDBOX_WALLET_RDNS : index % 3 === 0 ? `dev.vestibule.${slug}` : null,
      chains: solanaOnly ? ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:1', 'eip155:31337', 'eip155:31338'],
      badge_type: index % 5 === 0 ? 'certified' : 'none',
    }
  })
}
