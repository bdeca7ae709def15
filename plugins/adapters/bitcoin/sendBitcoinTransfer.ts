import { namespaceOf, splitCaipAddress, ThrownMessages, USER_REJECTED_CODE, VestibuleError, type PluginContext } from 'vestibule/plugin'
import { WalletRequestError } from '../../features/send/requestWallet'
import { SendRefusedError } from '../../features/send/sendChain'
import { sendChainKey } from '../../features/send/sendChainRegistry'

/** AppKit's `BitcoinConnector.SendTransferParams`: the receiver's address and the amount in sats, as a decimal string. */
export interface SendTransferParams {
  readonly recipient: string
  readonly amount: string
}

/**
 * AppKit's `sendTransfer` for the connected Bitcoin wallet, through the same chain code as the
 * modal's Send (`bitcoinNetworks()`'s): the fee rate from the chain, the payment address's coins,
 * the PSBT checked against `recipient` and `amount` before and after the wallet signs it, broadcast
 * by the chain code. Resolves with the txid once the chain took it.
 *
 * @example
 * const txid = await walletProvider.sendTransfer({ recipient: 'bcrt1q…', amount: '10000' })
 */
export async function sendBitcoinTransfer(ctx: PluginContext, connectorId: string, { recipient, amount }: SendTransferParams): Promise<string> {
  const state = ctx.getState()
  const account = state.accounts.bip122
  if (state.activeConnectorIds.bip122 !== connectorId || account?.status !== 'connected' || !account.address) {
    throw new VestibuleError(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS, { details: `${connectorId} is not the connected Bitcoin wallet` })
  }
  if (typeof amount !== 'string' || !/^\d{1,16}$/.test(amount) || BigInt(amount) === 0n)
    throw new VestibuleError('sendTransfer: amount is a whole number of sats above zero', { code: -32602 })
  const active = state.activeCaipNetworkId
  const caipNetworkId = active && namespaceOf(active) === 'bip122' ? active : account.caipAddress && splitCaipAddress(account.caipAddress).caipNetworkId
  const network = (state.options ?? ctx.options).networks.find(n => n.caipNetworkId === caipNetworkId)
  const provide = ctx.registry.get(sendChainKey('bip122'))
  if (!network || !provide) {
    ctx.logger.error("sendTransfer needs the Bitcoin networks plugin: add bitcoinNetworks() from 'vestibule/plugins/networks/bitcoin' to the plugins")
    throw new VestibuleError('The wallet does not support sendTransfer', { code: 4200 })
  }
  const { createRpcClient } = await import('vestibule/rpc')
  const rpc = createRpcClient({ endpoints: [...network.rpcUrls.default.http], retryCount: 0 })
  const from = account.address
  const token = { id: 'native', symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals, balance: '0' }
  const value = BigInt(amount)
  try {
    const chain = await provide({ ctx, network, rpc })
    const { fee, feeRate } = await chain.estimateFee({ from, to: recipient, token, value })
    return await chain.send({ from, to: recipient, token, value, fee, feeRate })
  } catch (error) {
    // AppKit's callers read EIP-1193's 4001 for a refusal, and a sentence for anything else.
    if (error instanceof WalletRequestError && error.rejected) throw new VestibuleError('User rejected the request.', { code: USER_REJECTED_CODE })
    if (error instanceof SendRefusedError) throw new VestibuleError(error.shortMessage, { details: error.details })
    throw error
  } finally {
    rpc.destroy()
  }
}
