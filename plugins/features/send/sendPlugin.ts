import { awaitOutcome, definePlugin, isSmartAccount, toCaipAddress, VestibuleError, type PluginContext, type VestibuleState } from 'vestibule/plugin'
import { answerWithin } from './answerWithin'
import { fetchSendPrices } from './fetchSendPrices'
import { fetchSendTokens } from './fetchSendTokens'
import { balanceUnits } from './plainDecimal'
import { FailedOnChainError, OffCurveReceiverError, SendChainUnavailableError, SendRefusedError, TransactionMismatchError, type SendChain } from './sendChain'
import { sendChainKey, type SendChainProvider } from './sendChainRegistry'
import { BALANCE_READ_WAIT_MS, RECEIPT_RETRY_FIRST_MS, RECEIPT_RETRY_MAX_MS, WALLET_ANSWER_TIMEOUT_MS } from './sendConstants'
import { SendMessages } from './sendMessages'
import { WalletRequestError } from './requestWallet'
import { resolveName } from './resolveName'
import { selectSend, selectSendBalanceRead, selectSendSource, selectSendTokens } from './sendSelectors'
import { sendSlice } from './sendSlice'
import type { SendPreview, SendToken } from './sendState'

const NETWORK_FAILURE = /fetch|network|timed? ?out|timeout|socket|ECONN|HTTP request failed/i
/** The chain's own check refused it (Solana preflight, an EVM estimate that reverts): nothing was sent. */
const REFUSED = /simulation failed|execution reverted|reverted|insufficient funds|insufficient lamports/i
/** The node's estimate says the account cannot pay for gas (an EVM account without the native coin). */
const NO_GAS = /insufficient funds/i

/** The preview no longer matches the active chain or account: nothing may be sent from it. */
class PreviewUnboundError extends VestibuleError {
  override name = 'PreviewUnboundError'
}

/** A failure's message for the visitor: the chain unreachable, or what the wallet or chain said. */
function messageOf(error: unknown): string {
  if (error instanceof SendChainUnavailableError) return error.namespace === 'bip122' ? SendMessages.BITCOIN_UNAVAILABLE : SendMessages.SOLANA_UNAVAILABLE
  if (error instanceof SendRefusedError) return error.shortMessage
  if (error instanceof OffCurveReceiverError) return SendMessages.OFF_CURVE_RECEIVER
  if (error instanceof TransactionMismatchError) return SendMessages.TRANSACTION_MISMATCH
  if (error instanceof PreviewUnboundError) return SendMessages.PREVIEW_DISCARDED
  if (error instanceof FailedOnChainError) return SendMessages.FAILED_ON_CHAIN
  if (error instanceof WalletRequestError && error.rejected) return SendMessages.SIGNATURE_DECLINED
  const text = error instanceof Error ? error.message : String(error)
  if (REFUSED.test(text)) return SendMessages.REFUSED_BY_CHAIN
  return NETWORK_FAILURE.test(text) ? SendMessages.NETWORK_UNREACHABLE : text.split('\n')[0]!
}

/** The send chain of the active network, or of `caipNetworkId` (a preview's) when given. */
async function chainFor(ctx: PluginContext, caipNetworkId?: string): Promise<SendChain | undefined> {
  const active = selectSendSource(ctx.getState())
  const network = caipNetworkId === undefined ? active.network : ctx.getState().options?.networks.find(n => n.caipNetworkId === caipNetworkId)
  const namespace = network?.chainNamespace ?? null
  if (!network) return undefined
  const { createRpcClient } = await import('vestibule/rpc')
  const rpc = createRpcClient({ endpoints: [...new Set([...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])])], retryCount: 0 })
  if (namespace === 'eip155') return (await import('./evmSendChain')).evmSendChain({ ctx, network, rpc })
  if (namespace !== 'solana' && namespace !== 'bip122') return undefined
  // Solana's and Bitcoin's chain code come from their own entries (vestibule/plugins/networks/solana,
  // …/bitcoin), so that an EVM-only host's bundle reaches none of their packages, not even through import().
  const provide = ctx.registry.get(sendChainKey(namespace))
  if (!provide) {
    // The integrator's to fix: the console says what to add; the visitor reads that sends on the namespace are unavailable.
    const [name, plugin] = namespace === 'solana' ? ['Solana', 'solanaNetworks()'] : ['Bitcoin', 'bitcoinNetworks()']
    ctx.logger.error(
      `Sending on ${name} needs the ${name} networks plugin: add ${plugin} from 'vestibule/plugins/networks/${name.toLowerCase()}' to the plugins`,
    )
    throw new SendChainUnavailableError(undefined, namespace)
  }
  return provide({ ctx, network, rpc })
}

/** AppKit's send event properties: what the preview the visitor confirmed sends. */
function sendProperties(state: VestibuleState) {
  const { preview } = selectSend(state)
  return {
    isSmartAccount: isSmartAccount(state),
    network: preview?.caipNetworkId ?? state.activeCaipNetworkId ?? '',
    token: preview?.token.symbol ?? '',
    amount: Number(preview?.amount ?? 0),
  }
}

/**
 * Send (SPEC §1, §5, §9: eip155 and solana; BTC on bip122, issue 29): the view writes the form into `state.slices.send`;
 * on `send/preview-requested` this plugin checks it (SPEC §5 and §8 messages), resolves a name
 * through the profile API, reads the fee from the chain; on `send/confirm-requested` it asks the
 * wallet, waits for the chain and asks for fresh balances. Every failure keeps the form as typed.
 * Chain code (viem's units, web3.js for Solana) loads with the first preview.
 *
 * @example
 * createAppKit({ projectId, networks, plugins: [injectedConnector(), evmNetworks(), send()] })
 * appKit.open({ view: 'Send' })
 */
export function send() {
  return definePlugin({
    name: 'features/send',
    version: '1.0.0',
    kind: 'feature',
    slice: sendSlice,
    analytics: {
      // AppKit's names and properties; SPEC §7 tracks send initiated and success.
      'send/confirm-requested': (_event, state) => ({ event: 'SEND_INITIATED', properties: sendProperties(state) }),
      'send/confirmed': (_event, state) => ({ event: 'SEND_SUCCESS', properties: sendProperties(state) }),
      'send/failed': (event, state) =>
        event.payload.step === 'preview' ? { event: 'SEND_ERROR', properties: { message: event.payload.message, ...sendProperties(state) } } : undefined,
    },
    setup(ctx) {
      const failed = (message: string, step: 'form' | 'preview') => ({ type: 'send/failed' as const, payload: { message, step } })

      ctx.on('send/tokens-requested', async () => {
        const { namespace, address, network } = selectSendSource(ctx.getState())
        const caipAddress = namespace ? ctx.getState().accounts[namespace]?.caipAddress : undefined
        if (!address || !caipAddress || !network) return
        const { projectId } = ctx.options
        let tokens: SendToken[] | undefined
        // The balance service the Tokens tab reads (SPEC §7, §9: eip155 and solana); the chain's own
        // reads where the namespace has them when the service is not configured or fails.
        if (projectId) {
          try {
            tokens = await fetchSendTokens(ctx.http.blockchainApi, ctx.logger, { address, caipNetworkId: network.caipNetworkId, signal: ctx.signal })
          } catch (error) {
            ctx.logger.warn('token balances unavailable from the balance service for Send', error)
          }
        }
        if (!tokens) {
          try {
            const chain = await chainFor(ctx)
            if (chain?.readTokens) tokens = await chain.readTokens(address)
          } catch (error) {
            // The native coin can still be sent; the token list is only missing its tokens.
            ctx.logger.warn('token balances unavailable for Send', error)
          }
        }
        if (tokens) ctx.dispatch({ type: 'send/tokens-fetched', payload: { caipAddress, tokens } })
        if (!projectId) return
        try {
          const listed = selectSendTokens(ctx.getState())
          const byToken = await fetchSendPrices(ctx.http.blockchainApi, { caipNetworkId: network.caipNetworkId, tokens: listed, projectId, signal: ctx.signal })
          return { type: 'send/prices-fetched', payload: { caipNetworkId: network.caipNetworkId, byToken } }
        } catch (error) {
          // Without prices the form shows no fiat equivalent; sending is unaffected.
          ctx.logger.warn('token prices unavailable for Send', error)
        }
      })

      // Another account or network has other tokens: while the Send view shows, they are read again
      // (when it opens later, it asks itself).
      ctx.on(['connection/accounts-changed', 'network/switched'], () => {
        const { modal } = ctx.getState()
        return modal.isOpen && modal.view === 'Send' ? { type: 'send/tokens-requested' as const, payload: {} } : undefined
      })

      /** Which preview request is the latest: an older one still running after a switch answers nothing. */
      let previewRun = 0
      /** The wallet asked to sign and not answered (its wait timed out): nothing else is sent meanwhile. */
      let walletOutstanding = false
      /** Where the running preview was asked from (its chain and account). */
      let previewStartedAt: { caipNetworkId: string; from: string } | undefined
      const originOf = () => {
        const { address, network } = selectSendSource(ctx.getState())
        return { caipNetworkId: network?.caipNetworkId ?? null, address }
      }

      // A preview is bound to its chain and account (issue 24): any switch, or a disconnect, discards it.
      ctx.on(['network/switched', 'connection/accounts-changed', 'connection/disconnected', 'connection/succeeded'], async () => {
        const { previewBoundTo } = await import('./sendRules')
        // Read after the import: only a preview shown (or being made) is discarded, never a send under way.
        const { step, preview } = selectSend(ctx.getState())
        const made = step === 'preview' ? preview : step === 'previewing' ? previewStartedAt : undefined
        const origin = originOf()
        if (!made || previewBoundTo(made, origin)) return undefined
        return { type: 'send/preview-discarded' as const, payload: { networkChanged: made.caipNetworkId !== origin.caipNetworkId } }
      })

      ctx.on('send/preview-requested', async () => {
        previewRun += 1
        const run = previewRun
        const origin = originOf()
        previewStartedAt = origin.caipNetworkId && origin.address ? { caipNetworkId: origin.caipNetworkId, from: origin.address } : undefined
        let answer: { type: 'send/previewed'; payload: SendPreview } | ReturnType<typeof failed>
        try {
          answer = await preview()
        } catch (error) {
          // Whatever failed, the view leaves "previewing" with a message (issue 24: never stuck).
          ctx.logger.debug('send preview failed', error)
          answer = failed(previewFailure(error), 'form')
        }
        if (run !== previewRun) return undefined
        previewStartedAt = undefined
        // Made for a chain or account no longer active: dropped, the form says why.
        const now = originOf()
        if (origin.caipNetworkId !== now.caipNetworkId || origin.address !== now.address) {
          return { type: 'send/preview-discarded' as const, payload: { networkChanged: origin.caipNetworkId !== now.caipNetworkId } }
        }
        return answer
      })

      /** A preview failure's message: a receiver the chain libraries refused, no gas, or `messageOf`. */
      const previewFailure = (error: unknown): string => {
        const { namespace } = selectSendSource(ctx.getState())
        const text = String(error instanceof Error ? error.message : error)
        if (error instanceof OffCurveReceiverError) return SendMessages.OFF_CURVE_RECEIVER
        if (error instanceof SendRefusedError) return error.shortMessage
        if (/public key|base58|Invalid address/i.test(text))
          return namespace === 'solana' ? SendMessages.INVALID_SOLANA_ADDRESS : SendMessages.INVALID_EVM_ADDRESS
        return NO_GAS.test(text) ? SendMessages.INSUFFICIENT_FOR_FEE : messageOf(error)
      }

      /**
       * The amount and the fee are checked against the account's native balance: when none was read
       * yet (a visitor quicker than the read that follows the connection, or that read failed), a
       * fresh one is asked for and awaited, rather than taken for 0 and called insufficient.
       */
      const nativeBalanceRead = async (): Promise<boolean> => {
        const state = ctx.getState()
        const { namespace, address } = selectSendSource(state)
        const caipAddress = namespace && address ? state.accounts[namespace]?.caipAddress : undefined
        // Not connected: the checks that follow say so.
        if (selectSendBalanceRead(state) || !caipAddress) return true
        // As appKit.updateNativeBalance asks (core's lazy actions chunk, out of a plugin's reach): a
        // fresh read, since one that failed holds the next back 30 s (SPEC §8); its answer is in state.
        await awaitOutcome(
          ctx.events$,
          () => ctx.dispatch({ type: 'account/balance-requested', payload: { caipAddress } }),
          event =>
            (event.type === 'account/balance-fetched' || event.type === 'account/balance-failed') && event.payload.caipAddress === caipAddress
              ? { value: undefined }
              : undefined,
          { ms: BALANCE_READ_WAIT_MS, onTimeout: () => ({ value: undefined }) },
          ctx.signal,
        )
        return selectSendBalanceRead(ctx.getState())
      }

      const preview = async (): Promise<{ type: 'send/previewed'; payload: SendPreview } | ReturnType<typeof failed>> => {
        // The rules need viem (checksums, units): loaded with the first preview, not when the
        // plugin joins on intent, so opening the modal does not fetch viem.
        const { checkAmount, checkPending, checkReceiver } = await import('./sendRules')
        if (!(await nativeBalanceRead())) return failed(SendMessages.BALANCE_UNREAD, 'form')
        const state = ctx.getState()
        const { form, pending } = selectSend(state)
        const { namespace, address, network } = selectSendSource(state)
        const token = selectSendTokens(state).find(t => t.id === form.tokenId)
        const amount = checkAmount({ namespace, form, token })
        if (!amount.ok) return failed(amount.message, 'form')
        if (!namespace || !address || !network || !token) return failed(SendMessages.NETWORK_NOT_FOUND, 'form')
        if (walletOutstanding) return failed(SendMessages.WALLET_NOT_ANSWERING, 'form')
        // A send from this account on this chain still awaits its receipt: not offered again.
        const free = checkPending(pending, { caipNetworkId: network.caipNetworkId, address })
        if (!free.ok) return failed(free.message, 'form')
        const receiver = checkReceiver(namespace, form.receiver)
        if (!receiver.ok) return failed(receiver.message, 'form')
        const to = 'address' in receiver.value ? receiver.value.address : await resolveName(ctx.http.blockchainApi, namespace, receiver.value.name)
        if (!to) return failed(SendMessages.NAME_NOT_FOUND, 'form')
        const chain = await chainFor(ctx)
        if (!chain) return failed(SendMessages.UNSUPPORTED_CHAIN, 'form')
        const { fee, raw, gas, feeRate } = await chain.estimateFee({ from: address, to, token, value: amount.value })
        // The fee is paid in the native coin: sending all of it leaves nothing for the fee.
        if (token.id === 'native' && amount.value + raw > balanceUnits(token.balance, token.decimals)) return failed(SendMessages.INSUFFICIENT_FOR_FEE, 'form')
        const native = selectSendTokens(ctx.getState())[0]
        if (token.id !== 'native' && native && raw > balanceUnits(native.balance, native.decimals)) return failed(SendMessages.INSUFFICIENT_FOR_FEE, 'form')
        return {
          type: 'send/previewed',
          payload: {
            caipNetworkId: network.caipNetworkId,
            from: address,
            to,
            receiverName: 'name' in receiver.value ? receiver.value.name : null,
            token,
            amount: form.amount.trim(),
            value: amount.value.toString(),
            fee,
            feeSymbol: network.nativeCurrency.symbol,
            gas: gas === undefined ? null : gas.toString(),
            ...(feeRate === undefined ? {} : { feeRate }),
          },
        }
      }

      /** Fresh balances once a transaction settled; the token list only after a token moved (a failed one keeps the token picked). */
      const refreshFor = (preview: SendPreview, ok: boolean) => {
        ctx.dispatch({ type: 'account/balance-requested', payload: { caipAddress: toCaipAddress(preview.caipNetworkId, preview.from) } })
        if (ok && preview.token.id !== 'native') ctx.dispatch({ type: 'send/tokens-requested', payload: {} })
      }

      /**
       * Follows a sent transaction to its receipt (issue 24: exactly once). It is pending from here
       * until `send/settled`. When the network stops answering, the visitor reads that it was sent
       * (the form, not the preview, whose Send button would send it twice), and the receipt is read
       * again with SPEC §9's backoff until it comes: meanwhile no new send from the account is offered.
       */
      const follow = async (chain: SendChain, txId: string, preview: SendPreview) => {
        const explorerUrl = chain.explorerUrl(txId)
        ctx.dispatch({ type: 'send/submitted', payload: { txId, preview, explorerUrl } })
        try {
          await chain.waitFor(txId)
          ctx.dispatch({ type: 'send/settled', payload: { txId, ok: true } })
          refreshFor(preview, true)
          return { type: 'send/confirmed' as const, payload: { txId, explorerUrl } }
        } catch (error) {
          if (error instanceof FailedOnChainError) {
            ctx.dispatch({ type: 'send/settled', payload: { txId, ok: false } })
            refreshFor(preview, false)
            return { type: 'send/failed' as const, payload: { message: SendMessages.FAILED_ON_CHAIN, step: 'preview' as const } }
          }
          ctx.logger.warn('the network stopped answering while a sent transaction was awaited', txId, error)
          ctx.dispatch({ type: 'send/failed', payload: { message: SendMessages.UNCONFIRMED, step: 'form', explorerUrl } })
          void followLater(chain, txId, preview)
          return undefined
        }
      }

      /** Reads a pending transaction's receipt until it comes (1 s doubling to 30 s between tries), or the instance ends. */
      const followLater = async (chain: SendChain, txId: string, preview: SendPreview) => {
        let delay = RECEIPT_RETRY_FIRST_MS
        while (!ctx.signal.aborted) {
          await new Promise(resolve => setTimeout(resolve, delay))
          delay = Math.min(delay * 2, RECEIPT_RETRY_MAX_MS)
          let ok = true
          try {
            await chain.waitFor(txId)
          } catch (error) {
            if (!(error instanceof FailedOnChainError)) continue
            ok = false
          }
          ctx.dispatch({ type: 'send/settled', payload: { txId, ok } })
          refreshFor(preview, ok)
          return
        }
      }

      ctx.on('send/confirm-requested', async () => {
        const { preview, pending } = selectSend(ctx.getState())
        if (!preview) return failed(SendMessages.AMOUNT_AND_RECEIVER_REQUIRED, 'form')
        // Loaded with the first preview already; a failure to load still ends in a message, never in "confirming".
        const rules = await import('./sendRules').catch((error: unknown) => error as Error)
        if (rules instanceof Error) return failed(messageOf(rules), 'preview')
        const { checkPending, previewBoundTo } = rules
        // The preview's chain and account must still be the active ones (issue 24), now and right
        // before the wallet is asked; a switch meanwhile sends nothing.
        const bound = () => {
          if (!previewBoundTo(preview, originOf())) throw new PreviewUnboundError('The active chain or account is not the preview\u2019s')
        }
        if (!previewBoundTo(preview, originOf()))
          return { type: 'send/preview-discarded' as const, payload: { networkChanged: preview.caipNetworkId !== originOf().caipNetworkId } }
        if (walletOutstanding) return failed(SendMessages.WALLET_NOT_ANSWERING, 'form')
        const free = checkPending(pending, { caipNetworkId: preview.caipNetworkId, address: preview.from })
        if (!free.ok) return failed(free.message, 'form')
        let chain: SendChain | undefined
        let sending: Promise<string>
        try {
          chain = await chainFor(ctx, preview.caipNetworkId)
          if (!chain) return failed(SendMessages.UNSUPPORTED_CHAIN, 'preview')
          bound()
          sending = chain.send({
            from: preview.from,
            to: preview.to,
            token: preview.token,
            value: BigInt(preview.value),
            gas: preview.gas === null ? undefined : BigInt(preview.gas),
            fee: preview.fee,
            feeRate: preview.feeRate,
            check: bound,
          })
          walletOutstanding = true
          const answer = await answerWithin(sending, WALLET_ANSWER_TIMEOUT_MS)
          if (!answer.answered) {
            // Still asked: a late signature is followed as any other; until the wallet answers, nothing else is sent.
            const late = chain
            sending.then(
              txId => {
                walletOutstanding = false
                void follow(late, txId, preview).then(event => event && ctx.dispatch(event))
              },
              () => {
                walletOutstanding = false
              },
            )
            return failed(SendMessages.WALLET_NOT_ANSWERING, 'form')
          }
          walletOutstanding = false
          return await follow(chain, answer.value, preview)
        } catch (error) {
          walletOutstanding = false
          ctx.logger.debug('send failed', error)
          if (error instanceof PreviewUnboundError)
            return { type: 'send/preview-discarded' as const, payload: { networkChanged: preview.caipNetworkId !== originOf().caipNetworkId } }
          // A transaction that differs from the preview is an attack or a bug: analytics hears of it (issue 24).
          if (error instanceof TransactionMismatchError) ctx.reportError(error)
          return failed(messageOf(error), 'preview')
        }
      })
    },
  })
}
