import { expect } from 'chai'
import { filter } from 'rxjs'
import { internalsOf } from 'vestibule/log'
import { createAppKit, defineEvent, definePlugin, type VestibuleEvent } from '../../../../core'
import { alpha } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

// A third-party plugin adds its events to the union from its own package, through the public entry.
declare module '../../../../core' {
  interface VestibuleEventMap {
    'acme/pinged': { readonly count: number }
  }
}

const pinged = defineEvent('acme/pinged')

describe('third-party events', () => {
  it('are typed end to end after declaration merging', async () => {
    const counts: number[] = []
    const acme = definePlugin({
      name: 'acme',
      setup(ctx) {
        ctx.events$.pipe(filter(pinged.match)).subscribe(event => counts.push(event.payload.count))
        ctx.on('modal/open-requested', () => pinged({ count: 1 }))
      },
    })
    const appKit = createAppKit({ networks: [alpha], plugins: [acme] }, offlineEnvironment())
    await appKit.open()
    const event = internalsOf(appKit).log.events().at(-1) as VestibuleEvent<'acme/pinged'>
    expect(event.type).to.equal('acme/pinged')
    expect(event.meta.source).to.equal('acme')
    expect(counts).to.deep.equal([1])
    // @ts-expect-error: the payload of a merged event is checked like a core one.
    pinged({ count: 'one' })
  })

  it('creators have a match guard and a type', () => {
    const closed = defineEvent('modal/closed')
    expect(closed.type).to.equal('modal/closed')
    expect(closed()).to.deep.equal({ type: 'modal/closed', payload: {} })
    expect(closed.match({ type: 'modal/closed' })).to.equal(true)
    expect(closed.match({ type: 'modal/open-requested' })).to.equal(false)
  })
})
