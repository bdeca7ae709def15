/**
 * The registry entry where the Solana networks plugin offers `@solana/web3.js` Connections
 * (`(network) => Promise<Connection>`): `useAppKitConnection` reads it, so web3.js loads only on a
 * page that configured Solana and asked for one.
 */
export const SOLANA_CONNECTION_KEY = 'networks/solana/connection'
