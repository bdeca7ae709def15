import { expect } from 'chai'
import sinon from 'sinon'
import { createCache } from '../../../../core/cache/createCache'
import { CACHE_TTLS } from '../../../../core/cache/cacheTtls'

describe('createCache', () => {
  it('returns a value until it expires, stamped with the time it was set', () => {
    let now = 1_000
    const cache = createCache<string>({ ttlMs: 30_000, now: () => now })
    expect(cache.set('a', 'x')).to.deep.equal({ value: 'x', timestamp: 1_000 })
    now = 30_999
    expect(cache.get('a')).to.equal('x')
    expect(cache.getEntry('a')).to.deep.equal({ value: 'x', timestamp: 1_000 })
  })

  it('discards an entry read after expiry', () => {
    let now = 0
    const cache = createCache<string>({ ttlMs: 30_000, now: () => now })
    cache.set('a', 'x')
    now = 30_000
    expect(cache.get('a')).to.equal(undefined)
    // Deleted, not hidden: going back in time does not bring it back.
    now = 0
    expect(cache.get('a')).to.equal(undefined)
  })

  it('restarts the age when a value is set again', () => {
    let now = 0
    const cache = createCache<number>({ ttlMs: 100, now: () => now })
    cache.set('a', 1)
    now = 90
    cache.set('a', 2)
    now = 150
    expect(cache.get('a')).to.equal(2)
  })

  it('deletes and clears', () => {
    const cache = createCache<number>({ ttlMs: 100 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.delete('a')).to.equal(true)
    expect(cache.get('a')).to.equal(undefined)
    cache.clear()
    expect(cache.get('b')).to.equal(undefined)
  })

  it('uses Date.now by default (ENS cache, 5 minutes)', () => {
    const clock = sinon.useFakeTimers({ now: 0, toFake: ['Date'] })
    try {
      const cache = createCache<string>({ ttlMs: CACHE_TTLS.ens })
      cache.set('0xabc', 'vitalik.eth')
      clock.tick(CACHE_TTLS.ens - 1)
      expect(cache.get('0xabc')).to.equal('vitalik.eth')
      clock.tick(1)
      expect(cache.get('0xabc')).to.equal(undefined)
    } finally {
      clock.restore()
    }
  })
})

describe('CACHE_TTLS', () => {
  it('holds the SPEC §9 expiries', () => {
    expect(CACHE_TTLS).to.deep.equal({
      balance: 30_000,
      portfolio: 30_000,
      nativeBalance: 30_000,
      ens: 300_000,
      identity: 300_000,
    })
  })
})
