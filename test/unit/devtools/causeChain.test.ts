import { expect } from 'chai'
import type { VestibuleEvent } from '../../../core'
import { indexCausality } from '../../../devtools/panel/logic/causeChain'
import { stamp } from '../core/foldEvents'

describe('devtools causality', () => {
  const [open, request, success, unrelated] = stamp([
    { type: 'modal/open-requested', payload: {} },
    { type: 'connection/requested', payload: { connectorId: 'c', namespace: 'eip155' } },
    { type: 'modal/closed', payload: {} },
    { type: 'snackbar/hidden', payload: {} },
  ]) as VestibuleEvent[]
  const withCause = (event: VestibuleEvent, cause: VestibuleEvent) => ({ ...event, meta: { ...event.meta, causeId: cause.meta.id } }) as VestibuleEvent
  const events = [open!, withCause(request!, open!), withCause(success!, request!), unrelated!]

  it('follows the chain from an event up to its first cause', () => {
    const index = indexCausality(events)
    expect(index.chainOf(events[2]!).map(e => e.meta.seq)).to.deep.equal([2, 1])
    expect(index.causeOf(events[1]!)?.meta.seq).to.equal(1)
    expect(index.chainOf(events[3]!)).to.deep.equal([])
  })

  it('lists the effects an event caused', () => {
    const index = indexCausality(events)
    expect(index.effectsOf(events[0]!).map(e => e.meta.seq)).to.deep.equal([2])
    expect(index.effectsOf(events[3]!)).to.deep.equal([])
  })

  it('stops on a loop in a hand-edited log', () => {
    // a names b as its cause and b names a: the chain of b is a, then stops.
    const a = { ...open!, meta: { ...open!.meta, causeId: request!.meta.id } } as VestibuleEvent
    const b = withCause(request!, a)
    expect(
      indexCausality([a, b])
        .chainOf(b)
        .map(e => e.meta.seq),
    ).to.deep.equal([1])
  })
})
