import { definePlugin, toCaipAddress, type PluginContext } from 'vestibule/plugin'
import { fetchSendPrices } from './fetchSendPrices'
import { fetchSendTokens } from './fetchSendTokens'
import { FailedOnChainError, SendChainUnavailableError, type SendChain } from './sendChain'
import { sendChainKey, type SendChainProvider } from './sendChainRegistry'
import { SendMessages } from './sendMessages'
import { WalletRequestError } from './requestWallet'
import { resolveName } from './resolveName'
import { selectSend, selectSendSource, selectSendTokens } from './sendSelectors'
import { sendSlice } from './sendSlice'
import type { SendToken } from './sendState'

const NETWORK_FAILURE = /fetch|network|timed? ?out|timeout|socket|ECONN|HTTP request failed/i
/** The chain's own check refused it (Solana preflight, an EVM estimate that reverts): nothing was sent. */
const REFUSED = /simulation failed|execution reverted|reverted|insufficient funds|insufficient lamports/i
/** The node's estimate says the account cannot pay for gas (an EVM account without the native coin). */
const NO_GAS = /insufficient funds/i

/** A failure's message for the visitor: the chain unreachable, or what the wallet or chain said. */
function messageOf(error: unknown): string {
  if (error instanceof SendChainUnavailableError) return SendMessages.SOLANA_UNAVAILABLE
  if (error instanceof FailedOnChainError) return SendMessages.FAILED_ON_CHAIN
  if (error instanceof WalletRequestError && error.rejected) return SendMessages.SIGNATURE_DECLINED
  const text = error instanceof Error ? error.message : String(error)
  if (REFUSED.test(text)) return SendMessages.REFUSED_BY_CHAIN
  return NETWORK_FAILURE.test(text) ? SendMessages.NETWORK_UNREACHABLE : text.split('\n')[0]!
}

async function chainFor(ctx: PluginContext): Promise<SendChain | undefined> {
  const { namespace, network } = selectSendSource(ctx.getState())
  if (!network) return undefined
  const { createRpcClient } = await import('vestibule/rpc')
  const rpc = createRpcClient({ endpoints: [...new Set([...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])])], retryCount: 0 })
  if (namespace === 'eip155') return (await import('./evmSendChain')).evmSendChain({ ctx, network, rpc })
  if (namespace !== 'solana') return undefined
  // Solana's chain code comes from its own entry (vestibule/plugins/networks/solana), so that an
  // EVM-only host's bundle reaches no Solana package, not even through import().
  const provide = ctx.registry.get<SendChainProvider>(sendChainKey(namespace))
  if (!provide) {
    // The integrator's to fix: the console says what to add; the visitor reads that Solana sends are unavailable.
    ctx.logger.error("Sending on Solana needs the Solana networks plugin: add solanaNetworks() from 'vestibule/plugins/networks/solana' to the plugins")
    throw new SendChainUnavailableError()
  }
  return provide({ ctx, network, rpc })
}

/**
 * Send (SPEC §1, §5, §9: eip155 and solana): the view writes the form into `state.slices.send`;
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
      // SPEC §7: send initiated and success are tracked.
      'send/confirm-requested': () => ({ event: 'SEND_INITIATED' }),
      'send/confirmed': () => ({ event: 'SEND_SUCCESS' }),
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

      ctx.on('send/preview-requested', async () => {
        // The rules need viem (checksums, units): loaded with the first preview, not when the
        // plugin joins on intent, so opening the modal does not fetch viem.
        const { checkAmount, checkReceiver } = await import('./sendRules')
        const state = ctx.getState()
        const { form } = selectSend(state)
        const { namespace, address, network } = selectSendSource(state)
        const token = selectSendTokens(state).find(t => t.id === form.tokenId)
        const amount = checkAmount({ namespace, form, token })
        if (!amount.ok) return failed(amount.message, 'form')
        if (!namespace || !address || !network || !token) return failed(SendMessages.NETWORK_NOT_FOUND, 'form')
        const receiver = checkReceiver(namespace, form.receiver)
        if (!receiver.ok) return failed(receiver.message, 'form')
        const to = 'address' in receiver.value ? receiver.value.address : await resolveName(ctx.http.blockchainApi, namespace, receiver.value.name)
        if (!to) return failed(SendMessages.NAME_NOT_FOUND, 'form')
        try {
          const chain = await chainFor(ctx)
          if (!chain) return failed(SendMessages.UNSUPPORTED_CHAIN, 'form')
          const { fee, raw, gas } = await chain.estimateFee({ from: address, to, token, value: amount.value })
          // The fee is paid in the native coin: sending all of it leaves nothing for the fee.
          const { parseUnits } = await import('viem')
          if (token.id === 'native' && amount.value + raw > parseUnits(token.balance, token.decimals)) return failed(SendMessages.INSUFFICIENT_FOR_FEE, 'form')
          const native = selectSendTokens(ctx.getState())[0]
          if (token.id !== 'native' && native && raw > parseUnits(native.balance, native.decimals)) return failed(SendMessages.INSUFFICIENT_FOR_FEE, 'form')
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
            },
          }
        } catch (error) {
          ctx.logger.debug('send preview failed', error)
          const text = String(error instanceof Error ? error.message : error)
          const message = /public key|base58|Invalid address/i.test(text)
            ? namespace === 'solana'
              ? SendMessages.INVALID_SOLANA_ADDRESS
              : SendMessages.INVALID_EVM_ADDRESS
            : NO_GAS.test(text)
              ? SendMessages.INSUFFICIENT_FOR_FEE
              : messageOf(error)
          return failed(message, 'form')
        }
      })

      ctx.on('send/confirm-requested', async () => {
        const { preview } = selectSend(ctx.getState())
        if (!preview) return failed(SendMessages.AMOUNT_AND_RECEIVER_REQUIRED, 'form')
        const refresh = () => ctx.dispatch({ type: 'account/balance-requested', payload: { caipAddress: toCaipAddress(preview.caipNetworkId, preview.from) } })
        let txId: string
        let chain: SendChain | undefined
        try {
          chain = await chainFor(ctx)
          if (!chain) return failed(SendMessages.UNSUPPORTED_CHAIN, 'preview')
          txId = await chain.send({ from: preview.from, to: preview.to, token: preview.token, value: BigInt(preview.value), gas: preview.gas === null ? undefined : BigInt(preview.gas) })
        } catch (error) {
          ctx.logger.debug('send failed', error)
          return failed(messageOf(error), 'preview')
        }
        ctx.dispatch({ type: 'send/submitted', payload: { txId } })
        try {
          await chain.waitFor(txId)
          refresh()
          if (preview.token.id !== 'native') ctx.dispatch({ type: 'send/tokens-requested', payload: {} })
          return { type: 'send/confirmed', payload: { txId, explorerUrl: chain.explorerUrl(txId) } }
        } catch (error) {
          refresh()
          if (error instanceof FailedOnChainError) return failed(SendMessages.FAILED_ON_CHAIN, 'preview')
          // Sent, but its outcome is unknown: back to the form as typed (not the preview, whose
          // Send button would send it twice), saying so.
          ctx.logger.warn('the network stopped answering while a sent transaction was awaited', txId, error)
          return { type: 'send/failed', payload: { message: SendMessages.UNCONFIRMED, step: 'form', explorerUrl: chain.explorerUrl(txId) } }
        }
      })
    },
  })
}
