import { signBip322 } from '../bitcoin/bitcoinMessageSigning'
import { bitcoinSandboxAccount } from '../bitcoin/bitcoinSandboxAccounts'
import { BITCOIN_LOCAL_CAIP_NETWORK_ID } from '../bitcoin/bitcoinSandboxConstants'
import { ProviderRpcError } from '../wallet/providerRpcError'
import type { PhoneMethod } from './phoneMethod'
import type { PhoneNamespaceSide } from './solanaPhoneMethods'

export type PhoneBitcoinParameters = {
  /** Which sandbox Bitcoin account answers (default 0, funded on the local regtest chain). */
  accountIndex?: number
}

/** WalletConnect's bip122 requests carry one object (`{ message, account, address }`), never an array. */
const paramsOf = (params: unknown): Record<string, unknown> => {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw new ProviderRpcError(-32602, 'Bitcoin params must be an object')
  return params as Record<string, unknown>
}

/**
 * The phone's bip122 namespace on the local regtest chain: its payment (P2WPKH) address as the
 * session account, `getAccountAddresses` (payment and ordinals, as WalletConnect Bitcoin wallets
 * list them) and `signMessage` (BIP-322 simple) with the sandbox keys the local ledger funds.
 * Sending (sendTransfer, signPsbt) is the Bitcoin connector's work; the phone does not offer it yet.
 */
export function createPhoneBitcoin(parameters: PhoneBitcoinParameters = {}): PhoneNamespaceSide {
  const account = bitcoinSandboxAccount(parameters.accountIndex ?? 0)
  const getAccountAddresses: PhoneMethod = {
    needsApproval: false,
    summarize: () => 'Bitcoin addresses',
    run: async () => [
      { address: account.payment.address, publicKey: account.payment.publicKey, purpose: 'payment' },
      { address: account.ordinals.address, publicKey: account.ordinals.publicKey, purpose: 'ordinal' },
    ],
  }
  const keyOf = (params: unknown) => {
    const { address = account.payment.address } = paramsOf(params) as { address?: unknown }
    const own = [account.payment, account.ordinals].find(a => a.address === address)
    if (!own) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
    return own
  }
  const messageOf = (params: unknown): string => {
    const { message } = paramsOf(params)
    if (typeof message !== 'string') throw new ProviderRpcError(-32602, 'Bitcoin signMessage needs a message string')
    return message
  }
  const signMessage: PhoneMethod = {
    needsApproval: true,
    summarize: (_, params) => (keyOf(params), `Sign Bitcoin message: "${messageOf(params).slice(0, 80)}"`),
    run: async (_, params) => {
      const key = keyOf(params)
      return { address: key.address, signature: signBip322(key.address, messageOf(params), key.privateKey) }
    },
  }
  return {
    namespace: 'bip122',
    caipNetworkId: BITCOIN_LOCAL_CAIP_NETWORK_ID,
    address: account.payment.address,
    methods: new Map(Object.entries({ getAccountAddresses, signMessage })),
  }
}
