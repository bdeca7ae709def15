import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { ProposalTypes, SignClientTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { mnemonicToAccount } from 'viem/accounts'
import type { HDAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../sandboxConstants'
import { toProviderRpcError, unsupportedMethod, userRejected } from '../wallet/providerRpcError'
import { SANDBOX_WALLET_ICON } from '../wallet/sandboxWalletIcon'
import { createMemoryKeyValueStorage } from './memoryKeyValueStorage'
import type { PhoneRequestContext } from './phoneMethod'
import { PHONE_METHODS } from './phoneMethods'
import { peerOf, toPendingProposal, toPhoneSession } from './phoneViews'
import type { PendingRequest, PhoneApprovalMode, PhoneChain, PhoneSession, PhoneWallet, PhoneWalletState } from './phoneWalletTypes'
import { respondToRequest } from './respondToRequest'
import { announceAccount, announceChain } from './sessionChanges'
import { approvedNamespaces } from './sessionNamespaces'
import { createPhoneBitcoin, type PhoneBitcoinParameters } from './bitcoinPhoneMethods'
import { createPhoneSolana, type PhoneNamespaceSide, type PhoneSolanaParameters } from './solanaPhoneMethods'
import type { SessionRequestEvent, WalletSignClient } from './walletSignClient'

export type CreatePhoneWalletParameters = {
  /** The local relay (`startRelay().url`). */
  relayUrl: string
  /** Known chains; the first is selected at start. */
  chains: readonly PhoneChain[]
  projectId: string
  mnemonic?: string
  accountIndex?: number
  /** Default 'manual': proposals and requests wait for the phone page (or a test). */
  approval?: PhoneApprovalMode
  /** Where the phone page is served; shown to dapps as the wallet's url. */
  url?: string
  /** Level of the client's own log (pino); default 'error'. */
  logLevel?: string
  /** The local Solana chain: with it the phone also approves a proposal's `solana` namespace. */
  solana?: PhoneSolanaParameters
  /** The sandbox Bitcoin keys: with it the phone also approves a proposal's `bip122` namespace (regtest). */
  bitcoin?: PhoneBitcoinParameters
}

/** Request ids remembered to answer each request once, even if the client hands it over again. */
const SEEN_REQUESTS_LIMIT = 1_000

/**
 * The sandbox phone wallet: the official wallet-side client (`@walletconnect/sign-client`,
 * which `@reown/walletkit` wraps) running in node against the local relay, with accounts
 * from the sandbox mnemonic on the local chains. A person plays it through the phone page
 * (phoneRoutes.ts); tests drive it directly.
 *
 * @example
 * const phone = await createPhoneWallet({ relayUrl: relay.url, chains: sandbox.chains, projectId: SANDBOX_PROJECT_ID })
 * await phone.pair(uri)
 * await phone.approveSession() // the oldest pending proposal
 * phone.setApproval('auto')    // requests are answered as they come
 * await phone.destroy()
 */
export async function createPhoneWallet(parameters: CreatePhoneWalletParameters): Promise<PhoneWallet> {
  const { relayUrl, projectId, mnemonic = SANDBOX_MNEMONIC, url = 'http://localhost/phone', logLevel = 'error' } = parameters
  const chains = new Map(parameters.chains.map(chain => [chain.chainId, { ...chain }]))
  const [firstChain] = chains.values()
  if (!firstChain) throw new Error('the phone wallet needs at least one chain')
  const state = {
    accountIndex: assertAccountIndex(parameters.accountIndex ?? 0),
    chainId: firstChain.chainId,
    approval: parameters.approval ?? 'manual',
    lastError: undefined as string | undefined,
  }
  const accounts = new Map<number, HDAccount>()
  const proposals = new Map<number, ProposalTypes.Struct>()
  const requests = new Map<number, { pending: PendingRequest; event: SessionRequestEvent }>()
  const seenRequests = new Set<number>()
  const listeners = new Set<() => void>()
  const others: PhoneNamespaceSide[] = [
    ...(parameters.solana ? [createPhoneSolana(parameters.solana)] : []),
    ...(parameters.bitcoin ? [createPhoneBitcoin(parameters.bitcoin)] : []),
  ]
  /** A request addressed to a Solana or Bitcoin chain is that side's; an eip155 one, the EVM side's. */
  const methodFor = (chainId: string, name: string) => {
    const namespace = chainId.split(':')[0]
    if (namespace === 'eip155') return PHONE_METHODS.get(name)
    return others.find(side => side.namespace === namespace)?.methods.get(name)
  }

  const client: WalletSignClient = await SignClient.init({
    projectId,
    relayUrl,
    metadata: {
      name: 'Sandbox Phone Wallet',
      description: 'The sandbox wallet reached over WalletConnect, played from the phone page',
      url,
      icons: [SANDBOX_WALLET_ICON],
    },
    storage: createMemoryKeyValueStorage(),
    // Cores are shared per storage prefix through a global: each phone needs its own.
    customStoragePrefix: `sandbox-phone-${randomUUID()}`,
    telemetryEnabled: false,
    logger: logLevel,
  })
  // No Verify server exists locally: without this the wallet asks verify.walletconnect.org
  // about every proposal and request (seconds each when offline). Answering "no attestation"
  // (undefined, as the client itself does when it has none; its type says otherwise) leaves
  // the verify context UNKNOWN.
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve

  function account(): HDAccount {
    let derived = accounts.get(state.accountIndex)
    if (!derived) accounts.set(state.accountIndex, (derived = mnemonicToAccount(mnemonic, { addressIndex: state.accountIndex })))
    return derived
  }

  function notify(): void {
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  /** For what the wallet does on its own (auto mode, events): shown on the phone page. */
  function recordError(error: unknown): void {
    state.lastError = error instanceof Error ? error.message : String(error)
    notify()
  }

  const respond = (topic: string, id: number, outcome: Parameters<typeof respondToRequest>[3]): Promise<void> => respondToRequest(client, topic, id, outcome)

  const sessionTopics = (): string[] => client.session.getAll().map(session => session.topic)

  /** Selects a known chain and announces it to the given sessions (default: all). */
  async function selectChain(chainId: number, topics: readonly string[] = sessionTopics()): Promise<void> {
    state.chainId = chainId
    notify()
    await announceChain(client, topics, chainId, account().address)
    notify()
  }

  function requestContext(topic: string, chainId: string): PhoneRequestContext {
    return {
      account: account(),
      chainId: Number(chainId.split(':')[1]),
      knownChain: id => chains.get(id),
      addChain: chain => {
        chains.set(chain.chainId, { ...chain })
        notify()
      },
      // A request moves its own session only; the chain select on the page moves them all.
      selectChain: id => selectChain(id, [topic]),
    }
  }

  /** Runs a request and sends the answer; params are checked again, the account may have changed since. */
  async function answer({ topic, id, params }: SessionRequestEvent): Promise<void> {
    const method = methodFor(params.chainId, params.request.method)
    if (!method) return respond(topic, id, { error: unsupportedMethod(params.request.method) })
    const context = requestContext(topic, params.chainId)
    try {
      method.summarize(context, params.request.params)
      await respond(topic, id, { result: await method.run(context, params.request.params) })
    } catch (error) {
      await respond(topic, id, { error: toProviderRpcError(error) })
    }
  }

  function onRequest(event: SessionRequestEvent): void {
    const { id, topic, params } = event
    if (seenRequests.has(id)) return
    seenRequests.add(id)
    if (seenRequests.size > SEEN_REQUESTS_LIMIT) seenRequests.delete(seenRequests.values().next().value as number)

    const method = methodFor(params.chainId, params.request.method)
    if (!method) return void respond(topic, id, { error: unsupportedMethod(params.request.method) }).catch(recordError)
    let summary: string
    try {
      summary = method.summarize(requestContext(topic, params.chainId), params.request.params)
    } catch (error) {
      // Invalid params, an unknown chain, another account: answered at once, as a wallet would.
      return void respond(topic, id, { error: toProviderRpcError(error) }).catch(recordError)
    }
    if (!method.needsApproval || state.approval === 'auto') return void answer(event).catch(recordError)
    if (state.approval === 'reject') return void respond(topic, id, { error: userRejected() }).catch(recordError)

    const peer = peerOf(client.session.get(topic).peer.metadata)
    requests.set(id, {
      event,
      pending: { id, topic, peer, chainId: params.chainId, method: params.request.method, params: params.request.params, summary },
    })
    notify()
  }

  function takeProposal(id: number | undefined): ProposalTypes.Struct {
    const proposal = id === undefined ? proposals.values().next().value : proposals.get(id)
    if (!proposal) throw new Error(id === undefined ? 'no pending session proposal' : `no pending session proposal ${id}`)
    proposals.delete(proposal.id)
    notify()
    return proposal
  }

  async function approveSession(id?: number): Promise<PhoneSession> {
    const proposal = takeProposal(id)
    let namespaces
    try {
      namespaces = approvedNamespaces(
        proposal,
        [...chains.keys()],
        account().address,
        others.map(side => ({ namespace: side.namespace, caipNetworkId: side.caipNetworkId, address: side.address, methods: [...side.methods.keys()] })),
      )
    } catch (error) {
      await client.reject({ id: proposal.id, reason: getSdkError('UNSUPPORTED_CHAINS') })
      throw new Error(`rejected session proposal ${proposal.id} (5100): ${error instanceof Error ? error.message : String(error)}`)
    }
    const { topic, acknowledged } = await client.approve({ id: proposal.id, namespaces })
    await acknowledged()
    notify()
    return toPhoneSession(client.session.get(topic))
  }

  async function rejectSession(id?: number): Promise<void> {
    const proposal = takeProposal(id)
    await client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
  }

  function forgetRequestsOf(topic: string): void {
    for (const [id, { pending }] of requests) if (pending.topic === topic) requests.delete(id)
    notify()
  }

  const onProposal = ({ params }: SignClientTypes.EventArguments['session_proposal']): void => {
    proposals.set(params.id, params)
    notify()
    if (state.approval === 'auto') approveSession(params.id).catch(recordError)
    else if (state.approval === 'reject') rejectSession(params.id).catch(recordError)
  }
  const onSessionGone = ({ topic }: { topic: string }): void => forgetRequestsOf(topic)
  const onProposalExpired = ({ id }: { id: number }): void => {
    if (proposals.delete(id)) notify()
  }
  const onRequestExpired = ({ id }: { id: number }): void => {
    if (requests.delete(id)) notify()
  }
  client.on('session_proposal', onProposal)
  client.on('session_request', onRequest)
  client.on('session_delete', onSessionGone)
  client.on('session_expire', onSessionGone)
  client.on('proposal_expire', onProposalExpired)
  client.on('session_request_expire', onRequestExpired)

  function getState(): PhoneWalletState {
    return {
      address: account().address,
      accountIndex: state.accountIndex,
      chainId: state.chainId,
      chains: [...chains.values()].map(({ chainId, name }) => ({ chainId, name })),
      approval: state.approval,
      proposals: [...proposals.values()].map(toPendingProposal),
      requests: [...requests.values()].map(({ pending }) => ({ ...pending })),
      sessions: client.session.getAll().map(toPhoneSession),
      ...(state.lastError ? { lastError: state.lastError } : {}),
    }
  }

  return {
    pair: async uri => {
      await client.pair({ uri })
    },
    getApproval: () => state.approval,
    setApproval: mode => {
      state.approval = mode
      notify()
    },
    proposals: () => getState().proposals,
    requests: () => getState().requests,
    sessions: () => getState().sessions,
    approveSession,
    rejectSession,
    approveRequest: async id => {
      const entry = requests.get(id)
      if (!entry) throw new Error(`no pending request ${id}`)
      requests.delete(id)
      notify()
      await answer(entry.event)
    },
    rejectRequest: async id => {
      const entry = requests.get(id)
      if (!entry) throw new Error(`no pending request ${id}`)
      requests.delete(id)
      notify()
      await respond(entry.pending.topic, id, { error: userRejected() })
    },
    disconnect: async topic => {
      const topics = topic === undefined ? sessionTopics() : [topic]
      for (const each of topics) {
        await client.disconnect({ topic: each, reason: getSdkError('USER_DISCONNECTED') })
        forgetRequestsOf(each)
      }
    },
    switchChain: async chainId => {
      if (!chains.has(chainId)) throw new Error(`unknown chain ${chainId}; known: ${[...chains.keys()].join(', ')}`)
      await selectChain(chainId)
    },
    setAccountIndex: async index => {
      assertAccountIndex(index)
      if (index === state.accountIndex) return
      state.accountIndex = index
      notify()
      await announceAccount(client, sessionTopics(), account().address, state.chainId)
      notify()
    },
    getState,
    subscribe: listener => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy: async () => {
      listeners.clear()
      client.off('session_proposal', onProposal)
      client.off('session_request', onRequest)
      client.off('session_delete', onSessionGone)
      client.off('session_expire', onSessionGone)
      client.off('proposal_expire', onProposalExpired)
      client.off('session_request_expire', onRequestExpired)
      // Without this the heartbeat reopens the socket every 5 s.
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }
}

/** BIP-32 non-hardened child indexes stop at 2^31 - 1. */
function assertAccountIndex(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index > 0x7fffffff) throw new RangeError(`account index must be an integer from 0 to 2147483647, got ${index}`)
  return index
}
