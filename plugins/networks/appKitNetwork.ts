import type { Chain } from 'viem'
import type { CaipNetwork } from 'vestibule'

/** AppKit's `AppKitNetwork`: a viem `Chain` or a CAIP network, what `networks`, `defaultNetwork` and `switchNetwork` take. */
export type AppKitNetwork = Chain | CaipNetwork
