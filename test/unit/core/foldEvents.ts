import { createReducer } from '../../../core/state/createReducer'
import type { AnySlice } from '../../../core/state/defineSlice'
import { initialState, type VestibuleState } from '../../../core/state/state'
import type { EventInput, VestibuleEvent } from '../../../core/events/eventMap'
import { resolveOptions } from '../../../core/options/resolveOptions'
import { toOptionsSnapshot } from '../../../core/options/toOptionsSnapshot'
import type { AppKitOptions } from '../../../core/schemas/optionsSchema'

export const alpha = {
  id: 31337,
  name: 'Sandbox Alpha',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
export const beta = { ...alpha, id: 31338, name: 'Sandbox Beta' }

/** Stamps inputs as the store would, with seq from `start`. */
export function stamp(inputs: readonly EventInput[], start = 1): VestibuleEvent[] {
  return inputs.map((input, i) => ({
    ...input,
    meta: { seq: start + i, id: `t:${start + i}`, time: 1_000 * (start + i), source: 'test', causeId: null },
  })) as VestibuleEvent[]
}

/** Folds event inputs through the core reducer and the given feature slices. */
export function fold(inputs: readonly EventInput[], from: VestibuleState = initialState, slices: readonly AnySlice[] = []): VestibuleState {
  const reducer = createReducer(slices)
  return stamp(inputs).reduce(reducer, from)
}

/** The event that starts a feature slice, as the plugin host dispatches it when the plugin joins. */
export function sliceRegistered(slice: AnySlice): EventInput {
  return { type: 'plugins/registered', payload: { name: `features/${slice.name}`, version: '1.0.0', kind: 'feature', slice: slice.name } }
}

export function initialized(options: Partial<AppKitOptions> = {}): EventInput {
  const resolved = resolveOptions({ projectId: 'test', networks: [alpha, beta], ...options } as AppKitOptions, 'dark')
  return { type: 'app/initialized', payload: { options: toOptionsSnapshot(resolved) } }
}

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ADDRESS_2 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function connected(connectorId = 'injected:sandbox', accounts = [ADDRESS], caipNetworkId = 'eip155:31337'): EventInput {
  return {
    type: 'connection/succeeded',
    payload: {
      connectorId,
      namespace: 'eip155',
      accounts: accounts.map(address => ({ address, type: 'eoa' as const })),
      caipNetworkId: caipNetworkId as `eip155:${string}`,
      wallet: { id: connectorId, name: connectorId, rdns: 'dev.vestibule.sandbox' },
    },
  }
}
