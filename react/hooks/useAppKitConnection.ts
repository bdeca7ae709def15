import type { Connection } from '@solana/web3.js'
import { useEffect, useState } from 'react'
import type { CaipNetwork, VestibuleState } from '../../core'
import { getCaipNetwork } from '../../core/getters/getCaipNetwork'
import { SOLANA_CONNECTION_KEY } from '../../plugins/networks/solana/solanaConnectionKey'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { useAppKitSelector } from '../state/useAppKitSelector'

export interface UseAppKitConnectionReturnType {
  /** A `@solana/web3.js` Connection to the Solana network in use; undefined until it is made, or without Solana. */
  readonly connection: Connection | undefined
}

const selectSolanaNetwork = (state: VestibuleState) => getCaipNetwork(state, 'solana')

/**
 * AppKit's Solana `useAppKitConnection` (`@reown/appkit-adapter-solana/react`): a web3.js
 * Connection on the app's Solana network. The Solana networks plugin makes it, loading web3.js
 * (an optional peer) then; an app without `solanaNetworks()` gets none, and its bundle no web3.js.
 *
 * @example
 * const { connection } = useAppKitConnection()
 * const lamports = await connection?.getBalance(new PublicKey(address))
 */
export function useAppKitConnection(): UseAppKitConnectionReturnType {
  const appKit = useAppKitInstance()
  const network = useAppKitSelector(selectSolanaNetwork)
  const [made, setMade] = useState<{ readonly network: CaipNetwork; readonly connection: Connection }>()
  useEffect(() => {
    const connectionFor = appKit.registry.get(SOLANA_CONNECTION_KEY)
    if (!network || !connectionFor) return
    let current = true
    connectionFor(network).then(
      connection => current && setMade({ network, connection }),
      (error: unknown) => appKit.logger.error('useAppKitConnection: no Solana connection', error),
    )
    return () => {
      current = false
    }
  }, [appKit, network])
  return { connection: made && made.network === network ? made.connection : undefined }
}
