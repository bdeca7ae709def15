import type { SandboxWalletEventName, SandboxWalletEvents, SandboxWalletListener } from './sandboxWalletTypes'

type ListenerSets = { [Event in SandboxWalletEventName]: Set<SandboxWalletListener<Event>> }

/**
 * The EIP-1193 event channel. A listener that throws must not stop the others
 * nor the wallet (a dapp bug is not a wallet bug), so its error is rethrown
 * on its own, outside the wallet's call stack.
 */
export function createWalletEvents() {
  const listeners: ListenerSets = {
    accountsChanged: new Set(),
    chainChanged: new Set(),
    connect: new Set(),
    disconnect: new Set(),
  }

  return {
    on<Event extends SandboxWalletEventName>(event: Event, listener: SandboxWalletListener<Event>): void {
      listeners[event].add(listener)
    },
    off<Event extends SandboxWalletEventName>(event: Event, listener: SandboxWalletListener<Event>): void {
      listeners[event].delete(listener)
    },
    emit<Event extends SandboxWalletEventName>(event: Event, ...args: SandboxWalletEvents[Event]): void {
      for (const listener of [...listeners[event]]) {
        try {
          listener(...args)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}

export type WalletEvents = ReturnType<typeof createWalletEvents>
