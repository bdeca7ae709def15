// Core loop figures (issue 2): events folded per second with the plugin host and the log on, and
// milliseconds to replay a 10,000-event log into a fresh state. Budgets: ≥ 200,000 events/s, < 100 ms.
import { createAppKit } from '../core/appkit/createAppKit'
import { definePlugin } from '../core/plugins/definePlugin'
import { importLog } from '../core/log/logDocument'
import { replay } from '../core/log/replay'
import type { EventInput } from '../core/events/eventMap'

const network = { id: 31337, name: 'Bench', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const memory = () => {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) }
}

/** A visitor-like mix: every event changes state, so each one costs a real immer fold. */
function workload(i: number): EventInput {
  switch (i % 6) {
    case 0: return { type: 'modal/open-requested', payload: {} }
    case 1: return { type: 'router/pushed', payload: { view: 'AllWallets' } }
    case 2: return { type: 'router/went-back', payload: {} }
    case 3: return { type: 'account/balance-fetched', payload: { caipAddress: `eip155:31337:${address}`, balance: String(i), symbol: 'ETH' } }
    case 4: return { type: 'snackbar/shown', payload: { message: `m${i}`, variant: 'info' } }
    default: return { type: 'modal/closed', payload: {} }
  }
}

function instance(logCapacity: number) {
  let handled = 0
  const listener = definePlugin({ name: 'bench/listener', setup: ctx => void ctx.on(['modal/open-requested', 'snackbar/shown'], () => void handled++) })
  // Basic mode: the bench measures the fold loop, and must not ask the hosted project configuration.
  const appKit = createAppKit({ projectId: 'bench', basic: true, networks: [network], plugins: [listener], logCapacity }, { storage: memory(), now: () => 0 })
  appKit.dispatch({ type: 'connection/succeeded', payload: { connectorId: 'x', namespace: 'eip155', accounts: [{ address, type: 'eoa' }], caipNetworkId: 'eip155:31337' } })
  return { appKit, handled: () => handled }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

// Throughput: 5 runs of 200,000 events each, median.
const N = 200_000
const rates: number[] = []
for (let run = 0; run < 5; run++) {
  const { appKit, handled } = instance(10_000)
  const start = performance.now()
  for (let i = 0; i < N; i++) appKit.dispatch(workload(i))
  const ms = performance.now() - start
  if (handled() === 0) throw new Error('the plugin saw no events')
  rates.push(N / (ms / 1000))
  appKit.destroy()
}
console.log(`core fold throughput (plugin host + log on): median ${Math.round(median(rates)).toLocaleString('en-US')} events/s over ${N.toLocaleString('en-US')} events (budget ≥ 200,000)`)

// Replay: a 10,000-event exported log, imported and folded into a fresh state; 9 runs, median.
const { appKit } = instance(10_000)
for (let i = 0; appKit.log.size < 10_000; i++) appKit.dispatch(workload(i))
const doc = importLog(JSON.stringify(appKit.exportLog()))
const expected = JSON.stringify(appKit.getState())
const times: number[] = []
for (let run = 0; run < 9; run++) {
  const start = performance.now()
  const state = replay(doc)
  times.push(performance.now() - start)
  if (run === 0 && JSON.stringify(state) !== expected) throw new Error('replayed state differs from the live state')
}
console.log(`replay of ${doc.events.length.toLocaleString('en-US')} events: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (budget < 100 ms); final state identical to live`)
