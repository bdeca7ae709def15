import { useEffect, useState } from 'react'
import type { AppKit } from '../../../core'
import { comparableStateHash } from '../logic/stateHash'
import { replayDelay, type ReplaySession, type ReplaySpeed } from '../model/createReplaySession'
import { internalsOf } from '../../../core/logKit'

export interface ReplayState {
  readonly session: ReplaySession
  readonly fileName: string
}

/**
 * An imported log played into the page: the position advances at the chosen speed (Live: at once)
 * and each position's state is shown through time travel, so plugins stay locked throughout.
 */
export function useReplay(appKit: AppKit) {
  const [replay, setReplay] = useState<ReplayState | null>(null)
  const [position, setPosition] = useState(0)
  const [speed, setSpeed] = useState<ReplaySpeed>('live')
  const [playing, setPlaying] = useState(false)
  const total = replay?.session.doc.events.length ?? 0

  useEffect(() => {
    if (!replay || !playing) return
    if (position >= total) return void setPlaying(false)
    if (speed === 'live') return void setPosition(total)
    const timer = setTimeout(() => setPosition(position + 1), replayDelay(replay.session.doc.events, position, speed))
    return () => clearTimeout(timer)
  }, [replay, playing, position, speed, total])

  useEffect(() => {
    if (!replay) return
    const { doc, log } = replay.session
    internalsOf(appKit).timeTravel.show(position === 0 ? doc.baseState : log.stateAfter(doc.events[position - 1]!.meta.seq)!)
  }, [appKit, replay, position])

  // A visitor acting on the page returns the instance to the present (createAppKit): the replay ends.
  useEffect(() => {
    const subscription = internalsOf(appKit).timeTravel.active$.subscribe(active => {
      if (active) return
      setReplay(null)
      setPlaying(false)
    })
    return () => subscription.unsubscribe()
  }, [appKit])

  const finalHash = replay
    ? comparableStateHash(
        total === 0 ? replay.session.doc.baseState : replay.session.log.stateAfter(replay.session.doc.events[total - 1]!.meta.seq),
        internalsOf(appKit).redaction,
      )
    : ''

  return {
    replay,
    position,
    speed,
    playing,
    finalHash,
    start(next: ReplayState) {
      setReplay(next)
      setPosition(0)
      setPlaying(true)
    },
    setPosition(next: number) {
      setPlaying(false)
      setPosition(Math.max(0, Math.min(total, next)))
    },
    setSpeed,
    play() {
      if (position >= total) setPosition(0)
      setPlaying(true)
    },
    stop() {
      setReplay(null)
      setPlaying(false)
      setPosition(0)
    },
  }
}
