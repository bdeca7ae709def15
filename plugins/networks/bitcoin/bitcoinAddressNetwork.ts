import type { BTC_NETWORK } from '@scure/btc-signer/utils.js'
import type { CaipNetwork } from 'vestibule/plugin'
import { SendRefusedError } from '../../features/send/sendChain'
import { SendMessages } from '../../features/send/sendMessages'
import type { BitcoinLibrary } from './bitcoinLibraries'

// Address parameters (bech32 prefix, base58 version bytes) as Bitcoin Core's chainparams set them.
const MAINNET: BTC_NETWORK = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
const TESTNET: BTC_NETWORK = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const REGTEST: BTC_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/** By BIP-122 id (the genesis hash's first 32 hex characters): mainnet, testnet3, testnet4, signet, regtest. */
const PARAMETERS_OF: Readonly<Record<string, BTC_NETWORK>> = {
  'bip122:000000000019d6689c085ae165831e93': MAINNET,
  'bip122:000000000933ea01ad0ee984209779ba': TESTNET,
  'bip122:00000000da84f2bafbbc53dee25a72ae': TESTNET,
  'bip122:00000008819873e925422c1ff0f99f7c': TESTNET,
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': REGTEST,
}

/** The address parameters of a Bitcoin network; an unknown one is taken for a test network when it says so, else mainnet. */
function bitcoinParametersOf(network: CaipNetwork): BTC_NETWORK {
  return PARAMETERS_OF[network.caipNetworkId] ?? (network.testnet ? TESTNET : MAINNET)
}

/** Output types a send pays to: the standard ones every node relays. */
const PAYABLE = new Set(['pkh', 'sh', 'wpkh', 'wsh', 'tr'])

function decode(library: BitcoinLibrary, address: string, parameters: BTC_NETWORK) {
  try {
    const decoded = library.Address(parameters).decode(address)
    return PAYABLE.has(decoded.type) ? decoded : undefined
  } catch {
    return undefined
  }
}

/**
 * The output script paying `address` on `network` (checksum and network checked by the library), or
 * a refusal the visitor reads: an address of another Bitcoin network (mainnet on a test network, or
 * the other way), or no Bitcoin address at all. Taproot receivers are paid like any other: the
 * transaction is built here, and the wallet only signs the sender's inputs.
 */
export function receiverScriptOf(library: BitcoinLibrary, address: string, network: CaipNetwork): Uint8Array {
  const parameters = bitcoinParametersOf(network)
  const decoded = decode(library, address, parameters)
  if (decoded) return library.OutScript.encode(decoded)
  if ([MAINNET, TESTNET, REGTEST].some(other => other !== parameters && decode(library, address, other)))
    throw new SendRefusedError(SendMessages.BITCOIN_ADDRESS_OTHER_NETWORK)
  throw new SendRefusedError(SendMessages.INVALID_BITCOIN_ADDRESS)
}

/**
 * The sender's payment script. A send spends P2WPKH coins only (what the transaction size and the
 * PSBT's `witnessUtxo` are built for); another kind of address is refused before anything is read.
 */
export function senderScriptOf(library: BitcoinLibrary, address: string, network: CaipNetwork): Uint8Array {
  const decoded = decode(library, address, bitcoinParametersOf(network))
  if (decoded?.type !== 'wpkh') throw new SendRefusedError(SendMessages.BITCOIN_SENDER_UNSUPPORTED)
  return library.OutScript.encode(decoded)
}
