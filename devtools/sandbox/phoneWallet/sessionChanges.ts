import type { Address } from 'viem'
import { caip2, sessionChainIds, withAddress, withChain } from './sessionNamespaces'
import { settleWithin } from './settleWithin'
import type { WalletSignClient } from './walletSignClient'

/** How long a session update waits for the dapp's acknowledgement before the event follows anyway. */
const UPDATE_ACK_WAIT_MS = 5_000

type Namespaces = Parameters<WalletSignClient['update']>[0]['namespaces']

async function updateSession(client: WalletSignClient, topic: string, namespaces: Namespaces): Promise<void> {
  const { acknowledged } = await client.update({ topic, namespaces })
  // The dapp checks events against its copy of the namespaces: let it apply the update first.
  await settleWithin(acknowledged(), UPDATE_ACK_WAIT_MS)
}

async function emitEvent(client: WalletSignClient, topic: string, name: 'chainChanged' | 'accountsChanged', data: unknown, chainId: number): Promise<void> {
  // A dapp that did not ask for the event cannot receive it (the client refuses to emit it).
  if (!client.session.get(topic).namespaces.eip155?.events.includes(name)) return
  await client.emit({ topic, event: { name, data }, chainId: caip2(chainId) })
}

/**
 * Tells sessions the wallet's chain changed: a session that lacks the chain gets it first
 * (with the account on it, by a session update), then `chainChanged` with the numeric id.
 */
export async function announceChain(client: WalletSignClient, topics: readonly string[], chainId: number, address: Address): Promise<void> {
  for (const topic of topics) {
    const updated = withChain(client.session.get(topic).namespaces, chainId, address)
    if (updated) await updateSession(client, topic, updated)
    await emitEvent(client, topic, 'chainChanged', chainId, chainId)
  }
}

/**
 * Tells sessions the wallet's account changed: every eip155 account becomes the new
 * address (a session update), then `accountsChanged` on the selected chain if the
 * session has it, else on its first chain.
 */
export async function announceAccount(client: WalletSignClient, topics: readonly string[], address: Address, selectedChainId: number): Promise<void> {
  for (const topic of topics) {
    const updated = withAddress(client.session.get(topic).namespaces, address)
    if (!updated) continue
    await updateSession(client, topic, updated)
    const chains = sessionChainIds(updated)
    // EIP-1193 accountsChanged carries plain addresses; the provider also accepts CAIP-10.
    await emitEvent(client, topic, 'accountsChanged', [address], chains.includes(selectedChainId) ? selectedChainId : (chains[0] ?? selectedChainId))
  }
}
