import type { VestibuleEvent } from '../../../core'

export interface CausalityIndex {
  /** The event whose handling emitted this one, if the log still holds it. */
  causeOf(event: VestibuleEvent): VestibuleEvent | undefined
  /** From the event's direct cause up to the first event of the chain. */
  chainOf(event: VestibuleEvent): readonly VestibuleEvent[]
  /** Events emitted while handling this one (the effects it caused), in log order. */
  effectsOf(event: VestibuleEvent): readonly VestibuleEvent[]
}

/**
 * Who caused what (the XState inspector's question), from `meta.causeId`: each event names the
 * event whose plugin effect emitted it. Built once per list of events; lookups are by id.
 *
 * @example
 * const index = indexCausality(internalsOf(appKit).log.events())
 * index.chainOf(event).map(e => e.type) // ['connection/requested', 'modal/open-requested']
 */
export function indexCausality(events: readonly VestibuleEvent[]): CausalityIndex {
  const byId = new Map<string, VestibuleEvent>()
  const effects = new Map<string, VestibuleEvent[]>()
  for (const event of events) {
    byId.set(event.meta.id, event)
    const cause = event.meta.causeId
    if (cause === null) continue
    const list = effects.get(cause)
    if (list) list.push(event)
    else effects.set(cause, [event])
  }
  const causeOf = (event: VestibuleEvent) => (event.meta.causeId === null ? undefined : byId.get(event.meta.causeId))
  return {
    causeOf,
    chainOf(event) {
      const chain: VestibuleEvent[] = []
      const seen = new Set([event.meta.id])
      // A cause always comes earlier; `seen` guards against a hand-edited file that loops.
      for (let cause = causeOf(event); cause && !seen.has(cause.meta.id); cause = causeOf(cause)) {
        seen.add(cause.meta.id)
        chain.push(cause)
      }
      return chain
    },
    effectsOf: event => effects.get(event.meta.id) ?? [],
  }
}
