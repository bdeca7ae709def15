// What the benches fold: the event mix and the instance, shared by the core bench (Node), the
// devtools bench and its page (browser), so all of them measure the same work.
import { createAppKit } from '../core/appkit/createAppKit'
import type { EventInput } from '../core/events/eventMap'
import { definePlugin } from '../core/plugins/definePlugin'

export const BENCH_NETWORK = {
  id: 31337,
  name: 'Bench',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
export const BENCH_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A visitor-like mix: every event changes state, so each one costs a real immer fold. */
export function workload(i: number): EventInput {
  switch (i % 6) {
    case 0:
      return { type: 'modal/open-requested', payload: {} }
    case 1:
      return { type: 'router/pushed', payload: { view: 'AllWallets' } }
    case 2:
      return { type: 'router/went-back', payload: {} }
    case 3:
      return { type: 'account/balance-fetched', payload: { caipAddress: `eip155:31337:${BENCH_ADDRESS}`, balance: String(i), symbol: 'ETH' } }
    case 4:
      return { type: 'snackbar/shown', payload: { message: `m${i}`, variant: 'info' } }
    default:
      return { type: 'modal/closed', payload: {} }
  }
}

/** The connection every bench instance starts with, so balance events have an account to land on. */
export const BENCH_CONNECTION: EventInput = {
  type: 'connection/succeeded',
  payload: { connectorId: 'x', namespace: 'eip155', accounts: [{ address: BENCH_ADDRESS, type: 'eoa' }], caipNetworkId: 'eip155:31337' },
}

const memory = () => {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) }
}

/** An instance with one listening plugin, connected, in basic mode (no hosted configuration asked). */
export function benchInstance(logCapacity: number) {
  let handled = 0
  const listener = definePlugin({ name: 'bench/listener', setup: ctx => void ctx.on(['modal/open-requested', 'snackbar/shown'], () => void handled++) })
  const appKit = createAppKit(
    { projectId: 'bench', basic: true, networks: [BENCH_NETWORK], plugins: [listener], logCapacity },
    { storage: memory(), now: () => 0 },
  )
  appKit.dispatch(BENCH_CONNECTION)
  return { appKit, handled: () => handled }
}
