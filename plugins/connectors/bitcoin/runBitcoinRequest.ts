import { formatIssues, parseWith } from 'vestibule/validation'
import { ThrownMessages, UserMessages, VestibuleError, type CaipNetworkId } from 'vestibule/plugin'
import { toBitcoinWalletChain } from './bitcoinChains'
import { bitcoinRequestSchemas, type BitcoinMethod } from './bitcoinRequestSchemas'
import { featureOf, type BitcoinMessageProtocol, type BitcoinStandardWallet, type BitcoinWalletAccount } from './bitcoinWalletTypes'

const fromBase64 = (text: string) => Uint8Array.from(atob(text), char => char.charCodeAt(0))
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, byte => String.fromCharCode(byte)).join(''))

/** A wallet that lacks the feature a method needs answers as EIP-1193's 4200 would. */
class UnsupportedMethodError extends VestibuleError {
  constructor(method: string) {
    super(`The wallet does not support ${method}`, { code: 4200 })
  }
}

/** SIGHASH flags by value (BIP-143/BIP-341), the Wallet Standard's names for them. */
const SIGHASH_NAMES: Readonly<Record<number, string>> = {
  1: 'ALL',
  2: 'NONE',
  3: 'SINGLE',
  0x81: 'ALL|ANYONECANPAY',
  0x82: 'NONE|ANYONECANPAY',
  0x83: 'SINGLE|ANYONECANPAY',
}

/**
 * Runs a bip122 request on a Bitcoin Wallet Standard wallet: params are checked, the wallet's
 * feature called on the account that owns the address, and its answer returned as JSON
 * (signatures and PSBTs base64). `signMessage` is BIP-322 simple, what the standard signs.
 *
 * @example
 * await runBitcoinRequest(wallet, 'bip122:000000000019d6689c085ae165831e93', 'signMessage', [{ address, message: 'Hello' }])
 * // { address: 'bc1q…', signature: 'AkcwRAIg…' }
 */
export async function runBitcoinRequest(
  wallet: BitcoinStandardWallet,
  caipNetworkId: CaipNetworkId,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  if (!Object.hasOwn(bitcoinRequestSchemas, method)) throw new VestibuleError(UserMessages.RPC_NOT_ALLOWED, { details: method })
  const bitcoinMethod = method as BitcoinMethod
  const parsed = parseWith(bitcoinRequestSchemas[bitcoinMethod], params[0])
  if (!parsed.success) throw new VestibuleError(ThrownMessages.SOMETHING_WENT_WRONG, { details: `${method} params: ${formatIssues(parsed.issues)}` })
  const accountOf = (address: string): BitcoinWalletAccount => {
    const account = wallet.accounts.find(a => a.address === address)
    if (!account) throw new VestibuleError(`The wallet has not authorized ${address}`, { code: 4100 })
    return account
  }

  switch (bitcoinMethod) {
    case 'signMessage': {
      const { address, message, protocol = 'bip322' } = parsed.data as { address: string; message: string; protocol?: BitcoinMessageProtocol }
      const feature = featureOf(wallet, 'bitcoin:signMessage')
      if (!feature) throw new UnsupportedMethodError(method)
      if (!(feature.protocols ?? ['bip322']).includes(protocol)) throw new UnsupportedMethodError('ECDSA message signing')
      const account = accountOf(address)
      const encoded = new TextEncoder().encode(message)
      // A standard wallet is handed the standard's input; only a wrapped one that offers ECDSA is asked for it.
      const [output] = await feature.signMessage(protocol === 'ecdsa' ? { account, message: encoded, protocol } : { account, message: encoded })
      return { address, signature: toBase64(output!.signature) }
    }
    case 'signPSBT': {
      const { psbt, signInputs, broadcast } = parsed.data as {
        psbt: string
        signInputs: { address: string; index: number; sighashTypes?: number[] }[]
        broadcast?: boolean
      }
      // The standard groups inputs by account; a sighash applies to that account's inputs.
      const byAddress = new Map<string, { account: BitcoinWalletAccount; signingIndexes: number[]; sigHash?: string }>()
      for (const { address, index, sighashTypes } of signInputs) {
        const entry = byAddress.get(address) ?? { account: accountOf(address), signingIndexes: [] }
        entry.signingIndexes.push(index)
        const sigHash = sighashTypes?.[0] === undefined ? undefined : SIGHASH_NAMES[sighashTypes[0]]
        if (sigHash) entry.sigHash = sigHash
        byAddress.set(address, entry)
      }
      const input = { psbt: fromBase64(psbt), inputsToSign: [...byAddress.values()], chain: toBitcoinWalletChain(caipNetworkId) }
      if (broadcast) {
        const feature = featureOf(wallet, 'bitcoin:signAndSendTransaction')
        if (!feature) throw new UnsupportedMethodError(method)
        const [output] = await feature.signAndSendTransaction(input)
        return { psbt, txid: output!.txId }
      }
      const feature = featureOf(wallet, 'bitcoin:signTransaction')
      if (!feature) throw new UnsupportedMethodError(method)
      const [output] = await feature.signTransaction(input)
      return { psbt: toBase64(output!.signedPsbt) }
    }
  }
}
