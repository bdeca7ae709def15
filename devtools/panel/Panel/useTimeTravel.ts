import { useEffect, useState } from 'react'
import type { AppKit } from '../../../core'
import { recomputeWithout } from '../logic/recomputeWithout'
import { internalsOf } from '../../../core/logKit'

/**
 * Jump and skip on the live log: views show the state after `travelSeq` (the latest when null),
 * recomputed without the skipped events, until resumed. Off while a replay drives the view.
 */
export function useTimeTravel(appKit: AppKit, replaying: boolean) {
  const [travelSeq, setTravelSeq] = useState<number | null>(null)
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(new Set())
  const [notHeld, setNotHeld] = useState(false)
  const travelling = travelSeq !== null || skipped.size > 0

  useEffect(() => {
    if (replaying) return
    setNotHeld(false)
    const { timeTravel, log, getReducer } = internalsOf(appKit)
    if (!travelling) return void timeTravel.resume()
    const state =
      skipped.size === 0
        ? log.stateAfter(travelSeq!)
        : recomputeWithout({
            log: { baseState: log.baseState(), events: log.events() },
            skipped,
            upToSeq: travelSeq ?? undefined,
            reducer: getReducer(),
          })
    if (state) timeTravel.show(state)
    else setNotHeld(true)
  }, [appKit, replaying, travelling, travelSeq, skipped])

  // A visitor acting on the page returns the instance to the present (createAppKit): follow it.
  useEffect(() => {
    const subscription = internalsOf(appKit).timeTravel.active$.subscribe(active => {
      if (active) return
      setTravelSeq(null)
      setSkipped(new Set())
    })
    return () => subscription.unsubscribe()
  }, [appKit])

  return {
    travelSeq,
    skipped,
    travelling,
    notHeld,
    jump: setTravelSeq,
    toggleSkip(seq: number) {
      const next = new Set(skipped)
      if (!next.delete(seq)) next.add(seq)
      setSkipped(next)
    },
    resume() {
      setTravelSeq(null)
      setSkipped(new Set())
    },
  }
}
