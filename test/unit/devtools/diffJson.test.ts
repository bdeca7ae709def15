import { expect } from 'chai'
import { diffJson } from '../../../devtools/panel/logic/diffJson'
import { connected, fold, initialized } from '../core/foldEvents'

describe('devtools diffJson', () => {
  it('lists added, removed and changed paths, walking into objects and arrays', () => {
    const diff = diffJson({ a: 1, b: { c: 2, list: [1, 2] }, gone: true }, { b: { c: 3, list: [1, 2, 5] }, d: { e: 4 } })
    expect(diff.added).to.deep.equal([
      { path: 'b.list.2', before: undefined, after: 5 },
      { path: 'd', before: undefined, after: { e: 4 } },
    ])
    expect(diff.removed).to.deep.equal([
      { path: 'a', before: 1, after: undefined },
      { path: 'gone', before: true, after: undefined },
    ])
    expect(diff.changed).to.deep.equal([{ path: 'b.c', before: 2, after: 3 }])
  })

  it('treats a value changing kind (object to array, object to null) as one change', () => {
    const diff = diffJson({ x: { a: 1 }, y: { b: 1 } }, { x: [1], y: null })
    expect(diff.changed.map(c => c.path)).to.deep.equal(['x', 'y'])
    expect(diff.added).to.have.length(0)
    expect(diff.removed).to.have.length(0)
  })

  it('finds exactly what a connection changed in a real state', () => {
    const before = fold([initialized()])
    const after = fold([connected()], before)
    const diff = diffJson(before, after)
    expect(diff.added.map(c => c.path)).to.deep.equal(['connections.eip155', 'activeConnectorIds.eip155', 'accounts.eip155', 'recentWallets.0'])
    expect(diff.added[1]).to.deep.equal({ path: 'activeConnectorIds.eip155', before: undefined, after: 'injected:sandbox' })
    expect(diff.changed).to.deep.equal([])
    expect(diff.removed).to.deep.equal([])
  })

  it('is empty for equal values of different identity', () => {
    expect(diffJson({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).to.deep.equal({ added: [], removed: [], changed: [] })
  })
})
