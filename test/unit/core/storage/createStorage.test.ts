import { expect } from 'chai'
import sinon from 'sinon'
import { createStorage } from '../../../../core/storage/createStorage'
import type { StorageBackend } from '../../../../core/storage/createStorage'
import { StorageKeys, connectorIdKey } from '../../../../core/storage/storageKeys'

function memoryBackend(): StorageBackend & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: key => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: key => void items.delete(key),
  }
}

function throwingBackend(error = new Error('SecurityError')): StorageBackend {
  return {
    getItem: sinon.stub().throws(error),
    setItem: sinon.stub().throws(error),
    removeItem: sinon.stub().throws(error),
  }
}

describe('createStorage', () => {
  it('stores values as JSON and reads them back typed', () => {
    const backend = memoryBackend()
    const storage = createStorage({ backend, logger: { warn: sinon.spy() } })
    storage.set(StorageKeys.WALLET_DEEPLINK_CHOICE, { href: 'metamask://', name: 'MetaMask' })
    storage.set(StorageKeys.EMAIL_LOGIN_USED, true)
    expect(backend.items.get('@vestibule/wallet_deeplink_choice')).to.equal('{"href":"metamask://","name":"MetaMask"}')
    expect(storage.get(StorageKeys.WALLET_DEEPLINK_CHOICE)).to.deep.equal({
      href: 'metamask://',
      name: 'MetaMask',
    })
    expect(storage.get(StorageKeys.EMAIL_LOGIN_USED)).to.equal(true)
  })

  it('returns undefined for a missing key', () => {
    const storage = createStorage({ backend: memoryBackend(), logger: { warn: sinon.spy() } })
    expect(storage.get(StorageKeys.EMAIL)).to.equal(undefined)
  })

  it('removes a key, also when set to undefined', () => {
    const backend = memoryBackend()
    const storage = createStorage({ backend, logger: { warn: sinon.spy() } })
    storage.set(connectorIdKey('eip155'), 'io.metamask')
    storage.set(StorageKeys.EMAIL, 'a@b.co')
    storage.remove(connectorIdKey('eip155'))
    storage.set(StorageKeys.EMAIL, undefined)
    expect(backend.items.size).to.equal(0)
  })

  it('only logs when every backend method throws, and get returns undefined', () => {
    const warn = sinon.spy()
    const storage = createStorage({ backend: throwingBackend(), logger: { warn } })
    expect(() => storage.set(StorageKeys.EMAIL, 'a@b.co')).not.to.throw()
    expect(storage.get(StorageKeys.EMAIL)).to.equal(undefined)
    expect(() => storage.remove(StorageKeys.EMAIL)).not.to.throw()
    expect(warn.callCount).to.equal(3)
    expect(warn.firstCall.args[0]).to.contain('@vestibule/email')
  })

  it('only logs a quota error on write', () => {
    const warn = sinon.spy()
    const backend = memoryBackend()
    backend.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    const storage = createStorage({ backend, logger: { warn } })
    expect(() => storage.set(StorageKeys.RECENT_WALLETS, [{ id: 'w', name: 'W' }])).not.to.throw()
    expect(warn.calledOnce).to.equal(true)
  })

  it('only logs a value that is not JSON, and returns undefined', () => {
    const warn = sinon.spy()
    const backend = memoryBackend()
    backend.items.set(StorageKeys.CONNECTION_STATUS, 'connected') // written raw by someone else
    const storage = createStorage({ backend, logger: { warn } })
    expect(storage.get(StorageKeys.CONNECTION_STATUS)).to.equal(undefined)
    expect(warn.calledOnce).to.equal(true)
  })

  it('only logs a value that cannot be serialised', () => {
    const warn = sinon.spy()
    const storage = createStorage({ backend: memoryBackend(), logger: { warn } })
    const circular: Record<string, unknown> = {}
    circular['self'] = circular
    expect(() => storage.set(StorageKeys.PREFERRED_ACCOUNT_TYPES, circular as never)).not.to.throw()
    expect(warn.calledOnce).to.equal(true)
  })

  describe('default backend', () => {
    const globals = globalThis as { localStorage?: unknown }
    let saved: PropertyDescriptor | undefined

    beforeEach(() => {
      saved = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    })

    afterEach(() => {
      if (saved) Object.defineProperty(globalThis, 'localStorage', saved)
      else delete globals.localStorage
    })

    it('does not touch localStorage until first used', () => {
      const getter = sinon.stub().returns(memoryBackend())
      Object.defineProperty(globalThis, 'localStorage', { get: getter, configurable: true })
      const storage = createStorage({ logger: { warn: sinon.spy() } })
      expect(getter.called).to.equal(false)
      storage.get(StorageKeys.EMAIL)
      expect(getter.calledOnce).to.equal(true)
    })

    it('uses globalThis.localStorage when there is one', () => {
      const backend = memoryBackend()
      Object.defineProperty(globalThis, 'localStorage', { value: backend, configurable: true })
      createStorage({ logger: { warn: sinon.spy() } }).set(StorageKeys.EMAIL, 'a@b.co')
      expect(backend.items.get('@vestibule/email')).to.equal('"a@b.co"')
    })

    it('falls back to memory, with a warning, where there is no localStorage (SSR)', () => {
      delete globals.localStorage
      const warn = sinon.spy()
      const storage = createStorage({ logger: { warn } })
      storage.set(StorageKeys.LAST_EMAIL_LOGIN_TIME, 1_700_000_000_000)
      expect(storage.get(StorageKeys.LAST_EMAIL_LOGIN_TIME)).to.equal(1_700_000_000_000)
      expect(warn.calledOnce).to.equal(true)
    })

    it('falls back to memory, with a warning, where reading localStorage throws', () => {
      Object.defineProperty(globalThis, 'localStorage', {
        get: () => {
          throw new DOMException('blocked', 'SecurityError')
        },
        configurable: true,
      })
      const warn = sinon.spy()
      const storage = createStorage({ logger: { warn } })
      storage.set(StorageKeys.EMAIL, 'a@b.co')
      expect(storage.get(StorageKeys.EMAIL)).to.equal('a@b.co')
      expect(warn.calledOnce).to.equal(true)
    })
  })
})
