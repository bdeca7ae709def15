import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { pubSchnorr } from '@scure/btc-signer/utils.js'
import { bip322MessageHash, legacyMessageHash, signBip322, signLegacyMessage } from '../bitcoin/bitcoinMessageSigning'
import { bitcoinSandboxAccount, type BitcoinSandboxAddress } from '../bitcoin/bitcoinSandboxAccounts'
import { BITCOIN_LOCAL_CAIP_NETWORK_ID, BITCOIN_REGTEST_NETWORK, BITCOIN_SANDBOX_ACCOUNT_COUNT } from '../bitcoin/bitcoinSandboxConstants'
import { createApprovalGate } from '../wallet/approvalGate'
import { ProviderRpcError } from '../wallet/providerRpcError'
import type { ApprovalMode, Approver } from '../wallet/sandboxWalletTypes'
import { buildTransfer, type TransferRecipient } from './buildTransfer'
import { type BitcoinSigHashFlag, SIGHASH_VALUES } from './bitcoinWalletFeatures'
import { createEsploraClient } from './esploraClient'

/** Where the wallet keeps "this site may see my addresses", as an extension would. */
export type BitcoinGrantStore = { read(): boolean; write(granted: boolean): void }

export type CreateSandboxBitcoinWalletParameters = {
  esploraUrl: string
  approval: ApprovalMode
  approver?: Approver
  accountIndex?: number
  /** Default: in memory. The browser entry passes localStorage, so a reload restores silently. */
  grants?: BitcoinGrantStore
  /**
   * Default 'Sandbox Wallet': the EVM and Solana sandbox wallets' brand, so the modal can show one
   * multichain row (issue 29's dedup). Pass another name to stand for a Bitcoin-only wallet.
   */
  name?: string
}

/** One address to sign a PSBT's inputs with, the inputs by index, and an optional sighash. */
export type PsbtSigner = { address: string; indexes: readonly number[]; sigHash?: BitcoinSigHashFlag }

/** What the wallet can do, shared by its two faces: every call that signs goes through the Approve/Reject gate. */
export type BitcoinWalletCore = ReturnType<typeof createBitcoinWalletCore>

export function createBitcoinWalletCore(parameters: CreateSandboxBitcoinWalletParameters, onChange: () => void) {
  const gate = createApprovalGate(parameters.approval, parameters.approver)
  const grants = parameters.grants ?? memoryGrants()
  const esplora = createEsploraClient(parameters.esploraUrl)
  let accountIndex = parameters.accountIndex ?? 0
  let connected = false
  const account = () => bitcoinSandboxAccount(accountIndex)
  const approve = (method: string, summary: string, address: string) =>
    gate.approve({ method, summary, params: null, chainId: BITCOIN_LOCAL_CAIP_NETWORK_ID, account: address })

  const own = (address: string): BitcoinSandboxAddress => {
    if (!connected) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
    const { payment, ordinals } = account()
    const found = [payment, ordinals].find(candidate => candidate.address === address)
    if (!found) throw new ProviderRpcError(4100, `The wallet holds no key for ${address}.`)
    return found
  }

  const describeOutputs = (tx: Transaction) =>
    Array.from(
      { length: tx.outputsLength },
      (_, index) => `${formatBtc(tx.getOutput(index).amount ?? 0n)} BTC to ${tx.getOutputAddress(index, BITCOIN_REGTEST_NETWORK) ?? 'a script'}`,
    ).join('; ')

  const signInputs = (tx: Transaction, signers: readonly PsbtSigner[]) => {
    for (const { address, indexes, sigHash } of signers) {
      const key = own(address)
      for (const index of indexes) {
        if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength)
          throw new ProviderRpcError(-32602, `Invalid parameters: the PSBT has no input ${index}`)
        // A PSBT built from an address alone lacks the Taproot internal key the signer tweaks.
        if (key.addressType === 'p2tr' && !tx.getInput(index).tapInternalKey) tx.updateInput(index, { tapInternalKey: pubSchnorr(key.privateKey) })
        if (sigHash) tx.updateInput(index, { sighashType: SIGHASH_VALUES[sigHash] })
        tx.signIdx(key.privateKey, index, sigHash ? [SIGHASH_VALUES[sigHash]] : undefined)
        tx.finalizeIdx(index)
      }
    }
    return tx
  }

  return {
    account,
    isConnected: () => connected,
    gate,
    async connect(silent = false): Promise<boolean> {
      if (connected) return true
      if (!grants.read()) {
        if (silent) return false
        await approve(
          'bitcoin:connect',
          `Connect ${account().payment.address} (payment) and ${account().ordinals.address} (ordinals)`,
          account().payment.address,
        )
      }
      grants.write(true)
      connected = true
      onChange()
      return true
    },
    disconnect() {
      connected = false
      grants.write(false)
      onChange()
    },
    setAccountIndex(index: number) {
      if (!Number.isInteger(index) || index < 0 || index >= BITCOIN_SANDBOX_ACCOUNT_COUNT)
        throw new RangeError(`account index must be 0 to ${BITCOIN_SANDBOX_ACCOUNT_COUNT - 1}`)
      if (index === accountIndex) return
      accountIndex = index
      if (connected) onChange()
    },

    /** BIP-322 simple (default) or legacy ECDSA; returns the base64 signature and the digest that was signed. */
    async signMessage(address: string, message: string | Uint8Array, protocol: 'BIP322' | 'ECDSA' = 'BIP322') {
      const key = own(address)
      const text = typeof message === 'string' ? message : new TextDecoder().decode(message)
      await approve('signMessage', `Sign (${protocol}): ${text}`, address)
      const signature = protocol === 'ECDSA' ? signLegacyMessage(address, message, key.privateKey) : signBip322(address, message, key.privateKey)
      const messageHash = hex.encode(protocol === 'ECDSA' ? legacyMessageHash(message) : bip322MessageHash(message))
      return { signature, messageHash, address, protocol }
    },

    /** Signs the named inputs of a PSBT (and finalizes them); `broadcast` also extracts and sends it. */
    async signPsbt(psbt: Uint8Array, signers: readonly PsbtSigner[], broadcast = false): Promise<{ psbt: Uint8Array; txid?: string }> {
      let tx: Transaction
      try {
        tx = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true })
      } catch (error) {
        throw new ProviderRpcError(-32602, `Invalid parameters: not a PSBT (${error instanceof Error ? error.message : String(error)})`)
      }
      for (const { address } of signers) own(address)
      await approve('signPsbt', `${broadcast ? 'Sign and send' : 'Sign'}: ${describeOutputs(tx)}`, signers[0]?.address ?? account().payment.address)
      signInputs(tx, signers)
      if (!broadcast) return { psbt: tx.toPSBT() }
      return { psbt: tx.toPSBT(), txid: await esplora.broadcast(tx.hex) }
    },

    /** Pays the recipients from the payment address at the chain's next-block fee rate; returns the txid. */
    async sendTransfer(recipients: readonly TransferRecipient[]): Promise<string> {
      const from = own(account().payment.address)
      const [utxos, feeRate] = await Promise.all([esplora.utxos(from.address), esplora.feeRate()])
      let built: ReturnType<typeof buildTransfer>
      try {
        built = buildTransfer({ from, recipients, utxos, feeRate })
      } catch (error) {
        throw new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
      }
      const paid = recipients.map(({ address, amount }) => `${formatBtc(amount)} BTC to ${address}`).join('; ')
      await approve('sendTransfer', `Send ${paid} (fee ${built.fee} sats at ${feeRate} sat/vB)`, from.address)
      built.tx.sign(from.privateKey)
      built.tx.finalize()
      return esplora.broadcast(built.tx.hex)
    },
  }
}

/** Sats as BTC with 8 decimals, trailing zeros dropped. */
export function formatBtc(sats: bigint): string {
  const whole = sats / 100_000_000n
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

export function memoryGrants(): BitcoinGrantStore {
  let granted = false
  return { read: () => granted, write: next => void (granted = next) }
}
