import { expect } from 'chai'
import { addIntentWork, createRegistry, defineRegistryKey, intentWorkDone, providerKey } from '../../../../core/registry/createRegistry'

describe('registry: keys carry the type of what they hold (issue 30)', () => {
  it('gives back what was set under a key, typed by the key', () => {
    const registry = createRegistry()
    const COUNTER_KEY = defineRegistryKey<{ count: number }>('test/counter')
    registry.set(COUNTER_KEY, { count: 2 })
    // No type argument: the key says what the entry is (a wrong guess would not compile).
    const counter: { count: number } | undefined = registry.get(COUNTER_KEY)
    expect(counter?.count).to.equal(2)
    // @ts-expect-error a value of another type is refused under a typed key
    registry.set(COUNTER_KEY, 'two')
    expect(registry.has(COUNTER_KEY)).to.equal(true)
    registry.delete(COUNTER_KEY)
    expect(registry.get(COUNTER_KEY)).to.equal(undefined)
  })

  it('keeps keys plain strings at run time, so an entry set under a name is found by its key', () => {
    const registry = createRegistry()
    registry.set(providerKey<{ id: string }>('mock'), { id: 'mock' })
    expect(providerKey('mock')).to.equal('provider:mock')
    expect(registry.get(providerKey<{ id: string }>('mock'))?.id).to.equal('mock')
  })

  it('collects intent work under its typed key and settles once all of it has', async () => {
    const registry = createRegistry()
    let settled = false
    addIntentWork(registry, Promise.resolve(1))
    addIntentWork(registry, Promise.reject(new Error('a failure counts as settled')))
    await intentWorkDone(registry).then(() => (settled = true))
    expect(settled).to.equal(true)
  })
})
