// Core loop figures (issue 2): events folded per second with the plugin host and the log on, and
// milliseconds to replay a 10,000-event log into a fresh state. Budgets: ≥ 200,000 events/s, < 100 ms.
import { internalsOf } from '../core/logKit'
import { exportLog } from '../core/appkit/exportLog'
import { importLog } from '../core/log/importLog'
import { replay } from '../core/log/replay'
import { benchInstance as instance, workload } from './benchFixtures'
import { median } from './lib/stats'

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
console.log(
  `core fold throughput (plugin host + log on): median ${Math.round(median(rates)).toLocaleString('en-US')} events/s over ${N.toLocaleString('en-US')} events (budget ≥ 200,000)`,
)

// Replay: a 10,000-event exported log, imported and folded into a fresh state; 9 runs, median.
const { appKit } = instance(10_000)
for (let i = 0; internalsOf(appKit).log.size < 10_000; i++) appKit.dispatch(workload(i))
const doc = importLog(JSON.stringify(exportLog(appKit)))
const expected = JSON.stringify(appKit.getState())
const times: number[] = []
for (let run = 0; run < 9; run++) {
  const start = performance.now()
  const state = replay(doc)
  times.push(performance.now() - start)
  if (run === 0 && JSON.stringify(state) !== expected) throw new Error('replayed state differs from the live state')
}
console.log(
  `replay of ${doc.events.length.toLocaleString('en-US')} events: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (budget < 100 ms); final state identical to live`,
)
