import type { Connection } from '@solana/web3.js'
import type { CaipNetwork, RegistryKey } from 'vestibule/plugin'

/**
 * The registry entry where the Solana networks plugin offers `@solana/web3.js` Connections
 * (`(network) => Promise<Connection>`): `useAppKitConnection` reads it, so web3.js loads only on a
 * page that configured Solana and asked for one.
 */
// Typed by a cast rather than `defineRegistryKey`: the React hook imports this file, which so stays free of runtime imports.
export const SOLANA_CONNECTION_KEY = 'networks/solana/connection' as RegistryKey<(network: CaipNetwork) => Promise<Connection>>
