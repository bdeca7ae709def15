import type { CaipAddress } from '../events/caip'
import type { JsonValue } from '../events/eventMap'
import type { AccountState } from '../schemas/entities'

/** A coin's balance as state holds it: a full-precision decimal string (no bigint) and its symbol. */
export interface NativeBalance {
  readonly balance: string
  readonly symbol: string
}

/** The balance code of a network plugin, loaded with the first account to read for. */
export interface NetworkBalances {
  /** Reads the balance of `caipAddress` (served from a cache, held back after a failure, unless `fresh`). */
  refresh(caipAddress: CaipAddress, fresh?: boolean): unknown
  /**
   * Resolves once the transaction a send answered with (`result`: the wallet's answer to the
   * plugin's `sendMethod`, its hash or signature) is on chain, or the wait gave up or the plugin
   * stopped; never rejects. Without it the account's assets are read again at the wallet's answer.
   */
  landed?(caipAddress: CaipAddress, result: JsonValue): Promise<void>
  /** Called beside the refresh for the connected account (connection, account change, network switch): the EVM side's identity. */
  onAccount?(account: AccountState): void
  /** Called when the plugin stops (its RPC clients close). */
  destroy?(): void
}

/** What a network plugin knows of its chains; the kit does the rest. */
export interface NetworkDriver {
  /**
   * Loads the plugin's balance code, a chunk of its own (`import()`): called once, with the first
   * account to read for, so a page with no connection downloads none of it.
   */
  loadBalances(): Promise<NetworkBalances>
  /** Whether the connected account's balance is read now (the EVM side holds off on an unsupported chain); by default, always. */
  readsBalance?(): boolean
}
