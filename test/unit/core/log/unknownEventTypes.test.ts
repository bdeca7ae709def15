import { expect } from 'chai'
import type { EventInput } from '../../../../core'
import { unknownEventTypes } from '../../../../core/log/unknownEventTypes'
import { connected, initialized, stamp } from '../foldEvents'

const plugins = [
  { name: 'features/walletDirectory', version: '1.0.0', kind: 'feature', slice: 'walletDirectory' },
  { name: 'greeter', version: '1.0.0', kind: 'feature' },
]

describe('unknownEventTypes', () => {
  it('lists the types neither core nor a recorded plugin produces, with how many and the first', () => {
    const events = stamp([
      initialized(),
      connected(),
      { type: 'walletDirectory/page-requested', payload: { page: 1 } },
      { type: 'greeter/greeted', payload: { name: 'x' } },
      { type: 'modal/opened', payload: {} },
      { type: 'acme/pinged', payload: {} },
      { type: 'modal/opened', payload: {} },
    ] as unknown as EventInput[])
    expect(unknownEventTypes({ plugins, events })).to.deep.equal([
      { type: 'modal/opened', count: 2, firstSeq: 5 },
      { type: 'acme/pinged', count: 1, firstSeq: 6 },
    ])
  })

  it('knows the events of a plugin only if the log records the plugin', () => {
    const events = stamp([{ type: 'walletDirectory/page-requested', payload: { page: 1 } }])
    expect(unknownEventTypes({ plugins: [], events }).map(u => u.type)).to.deep.equal(['walletDirectory/page-requested'])
  })
})
