import type { Transaction } from '@scure/btc-signer'
import { formatUnits } from 'viem'
import { VestibuleError } from 'vestibule/plugin'
import * as z from 'zod/mini'
import { balanceUnits } from '../../features/send/plainDecimal'
import { requestWallet } from '../../features/send/requestWallet'
import { poll, SendRefusedError, type SendChain, type SendChainContext } from '../../features/send/sendChain'
import { SendMessages } from '../../features/send/sendMessages'
import { receiverScriptOf, senderScriptOf } from './bitcoinAddressNetwork'
import { InsufficientCoinsError, selectCoins, type CoinSelection, type SpendableCoin } from './bitcoinCoinSelection'
import type { BitcoinLibrary } from './bitcoinLibraries'
import { dustLimitOf } from './bitcoinTransactionSize'
import { esploraUrlOf } from './fetchBtcBalance'
import { verifyBitcoinPsbt, verifySignedPsbt } from './verifyBitcoinPsbt'

const utxosSchema = z.array(
  z.object({
    txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    vout: z.number().check(z.int(), z.gte(0)),
    value: z.number().check(z.int(), z.gt(0)),
    status: z.object({ confirmed: z.boolean() }),
  }),
)
/** Esplora's `/fee-estimates`: confirmation target in blocks → sat/vB. */
const feeEstimatesSchema = z.record(z.string(), z.number().check(z.gt(0)))
const statusSchema = z.object({ confirmed: z.boolean() })
const signedSchema = z.object({ psbt: z.string().check(z.minLength(1), z.regex(/^[A-Za-z0-9+/]*={0,2}$/)) })
const txidSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/))

/** SPEC §8: a request times out after 10 s. */
const ESPLORA_TIMEOUT_MS = 10_000
/** Confirmation is read once a second; the chain's blocks decide how long it takes. */
const STATUS_INTERVAL_MS = 1_000
/** The fee rate paid: the chain's estimate for the next block, as wallets pay a transfer. */
const NEXT_BLOCK_TARGET = '1'

/** Bitcoin Core's reject reasons (passed through by Esplora's POST /tx) and what the visitor reads for each. */
const REFUSALS: readonly (readonly [RegExp, string])[] = [
  [/min relay fee not met|mempool min fee not met|insufficient fee/i, SendMessages.BITCOIN_FEE_TOO_LOW],
  [/max-fee-exceeded|absurdly-high-fee/i, SendMessages.BITCOIN_FEE_TOO_HIGH],
  [/\bdust\b/i, SendMessages.BITCOIN_DUST],
  [/txn-mempool-conflict|missingorspent|missing-inputs|bad-txns-inputs-spent/i, SendMessages.BITCOIN_COINS_SPENT],
]

/**
 * Broadcasts whose answer never came (the chain stopped answering during POST /tx), by network and
 * sender: it may have gone out. The next send from that sender first asks the chain about it, so a
 * visitor trying again is told rather than paying twice.
 */
const unanswered = new Map<string, string>()

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, byte => String.fromCharCode(byte)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), char => char.charCodeAt(0))
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], pair => Number.parseInt(pair, 16))

/**
 * Sends BTC on bip122 from the connected payment address (P2WPKH): the fee rate is the chain's
 * next-block estimate (Esplora `/fee-estimates`), the coins its `/address/:a/utxo`, chosen by
 * `selectCoins`; the PSBT is built with @scure/btc-signer and checked against the form before the
 * wallet signs it (`signPSBT`, no broadcast), checked again once signed, then broadcast here (POST
 * /tx) and followed to its first confirmation (`/tx/:id/status`). Refusals the visitor can act on
 * (dust, another network's address, a fee rate the chain refuses, coins spent meanwhile) reject with
 * `SendRefusedError`.
 */
export function bitcoinSendChain({ ctx, network }: SendChainContext, library: BitcoinLibrary): SendChain {
  const esplora = esploraUrlOf(network).replace(/\/$/, '')
  const decimals = network.nativeCurrency.decimals

  /** GET an Esplora path: its JSON, or undefined on 404; any other failure says the chain did not answer. */
  const read = async (path: string): Promise<unknown> => {
    const response = await fetch(`${esplora}${path}`, { signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS) })
    if (response.status === 404) return undefined
    if (!response.ok) throw new VestibuleError('HTTP request failed', { details: `Esplora answered ${response.status} for ${path}` })
    return response.json()
  }

  const readCoins = async (address: string): Promise<SpendableCoin[]> =>
    utxosSchema
      .parse((await read(`/address/${encodeURIComponent(address)}/utxo`)) ?? [])
      .map(utxo => ({ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value), confirmed: utxo.status.confirmed }))

  const readFeeRate = async (): Promise<number> => {
    const estimates = feeEstimatesSchema.parse(await read('/fee-estimates'))
    const rate = estimates[NEXT_BLOCK_TARGET] ?? Math.max(0, ...Object.values(estimates))
    // A chain with no estimate yet (a fresh regtest, an empty mempool): Bitcoin Core's minimum relay fee rate.
    return rate > 0 ? rate : 1
  }

  /** A send the chain did not answer about, from this sender: went it out? (the chain is asked once; told, the visitor decides). */
  const settleUnanswered = async (from: string) => {
    const key = `${network.caipNetworkId}/${from}`
    const txid = unanswered.get(key)
    if (!txid) return
    const status = await read(`/tx/${txid}/status`)
    unanswered.delete(key)
    if (status !== undefined) throw new SendRefusedError(SendMessages.BITCOIN_EARLIER_SEND_WENT_OUT, { details: txid })
  }

  const scriptsOf = (from: string, to: string, value: bigint) => {
    const receiverScript = receiverScriptOf(library, to, network)
    const senderScript = senderScriptOf(library, from, network)
    if (value < dustLimitOf(receiverScript))
      throw new SendRefusedError(SendMessages.BITCOIN_DUST, { details: `${value} sats is below the ${dustLimitOf(receiverScript)} sats dust limit` })
    return { receiverScript, senderScript }
  }

  const select = (
    coins: readonly SpendableCoin[],
    value: bigint,
    feeRate: number,
    scripts: { receiverScript: Uint8Array; senderScript: Uint8Array },
  ): CoinSelection => {
    try {
      return selectCoins({ coins, value, feeRate, receiverScript: scripts.receiverScript, changeScript: scripts.senderScript })
    } catch (error) {
      if (!(error instanceof InsufficientCoinsError)) throw error
      // The coins the chain lists as spendable, not the balance shown, decide (unconfirmed spends count out).
      throw new SendRefusedError(error.available < value ? SendMessages.INSUFFICIENT_BALANCE : SendMessages.INSUFFICIENT_FOR_FEE, { details: error.message })
    }
  }

  const build = (selection: CoinSelection, value: bigint, scripts: { receiverScript: Uint8Array; senderScript: Uint8Array }): Transaction => {
    const tx = new library.Transaction()
    for (const coin of selection.inputs)
      tx.addInput({ txid: fromHex(coin.txid), index: coin.vout, witnessUtxo: { script: scripts.senderScript, amount: coin.value } })
    tx.addOutput({ script: scripts.receiverScript, amount: value })
    if (selection.change > 0n) tx.addOutput({ script: scripts.senderScript, amount: selection.change })
    return tx
  }

  /** POST /tx: the txid, or the chain's refusal in the visitor's words; no answer at all is remembered (it may have gone out). */
  const broadcast = async (from: string, signed: Transaction): Promise<string> => {
    let response: Response
    try {
      response = await fetch(`${esplora}/tx`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: signed.hex,
        signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS),
      })
    } catch (error) {
      // The request may have reached the chain before the answer was lost: not "nothing was sent".
      unanswered.set(`${network.caipNetworkId}/${from}`, signed.id)
      throw new SendRefusedError(SendMessages.BITCOIN_BROADCAST_UNANSWERED, { cause: error, details: signed.id })
    }
    const text = (await response.text()).trim()
    if (response.ok) return txidSchema.parse(text)
    const refusal = REFUSALS.find(([pattern]) => pattern.test(text))
    if (refusal) throw new SendRefusedError(refusal[1], { details: text })
    if (response.status === 400) throw new SendRefusedError(SendMessages.REFUSED_BY_CHAIN, { details: text })
    throw new VestibuleError('HTTP request failed', { details: `Esplora answered ${response.status} to POST /tx: ${text}` })
  }

  return {
    async estimateFee({ from, to, token, value }) {
      if (token.id !== 'native') throw new SendRefusedError(SendMessages.UNSUPPORTED_CHAIN)
      // The addresses and the amount first: a refusal costs no network read.
      const scripts = scriptsOf(from, to, value)
      await settleUnanswered(from)
      const [coins, feeRate] = await Promise.all([readCoins(from), readFeeRate()])
      const { fee } = select(coins, value, feeRate, scripts)
      return { fee: formatUnits(fee, decimals), raw: fee, feeRate }
    },
    async send({ from, to, token, value, fee, feeRate, check }) {
      if (token.id !== 'native') throw new SendRefusedError(SendMessages.UNSUPPORTED_CHAIN)
      const scripts = scriptsOf(from, to, value)
      await settleUnanswered(from)
      // The rate the preview showed (read again only for a send made without one, `sendTransfer`'s).
      const [coins, rate] = await Promise.all([readCoins(from), feeRate ?? readFeeRate()])
      const unsigned = build(select(coins, value, rate, scripts), value, scripts)
      const psbt = unsigned.toPSBT()
      const { tx } = verifyBitcoinPsbt(library, psbt, { ...scripts, value, feeRate: rate, maxFee: fee === undefined ? undefined : balanceUnits(fee, decimals) })
      check?.()
      const answer = await requestWallet(ctx, 'bip122', 'signPSBT', [
        { psbt: toBase64(psbt), signInputs: Array.from({ length: tx.inputsLength }, (_, index) => ({ address: from, index })), broadcast: false },
      ])
      const signed = verifySignedPsbt(library, tx, fromBase64(signedSchema.parse(answer).psbt))
      return broadcast(from, signed)
    },
    async waitFor(txId) {
      await poll(
        async () => {
          const status = await read(`/tx/${txId}/status`)
          // Taken by the chain, then unknown: a node that lost its mempool; read again until it answers.
          if (status === undefined) throw new VestibuleError('HTTP request failed', { details: `Esplora does not know ${txId}` })
          return statusSchema.parse(status).confirmed ? true : undefined
        },
        STATUS_INTERVAL_MS,
        ctx.signal,
      )
    },
    explorerUrl(txId) {
      const explorer = network.blockExplorers?.default?.url
      return explorer ? `${explorer.replace(/\/$/, '')}/tx/${txId}` : null
    },
  }
}
