import { expect } from 'chai'
import { openWithoutOpener } from '../../../../../plugins/features/pay/payExchangeActions'

describe("pay's exchange window keeps no opener (plugins/features/pay/payExchangeActions)", () => {
  const original = (globalThis as { open?: unknown }).open
  afterEach(() => {
    ;(globalThis as { open?: unknown }).open = original
  })

  it("cuts the popup's opener before sending it to the deposit page, and returns it to be watched", () => {
    const calls: unknown[][] = []
    const popup = { opener: globalThis as unknown, location: { href: 'about:blank' }, closed: false }
    ;(globalThis as { open?: unknown }).open = (...args: unknown[]) => {
      calls.push(args)
      return popup
    }
    expect(openWithoutOpener('https://exchange.example/deposit?session=1')).to.equal(popup)
    expect(calls[0]![0]).to.equal('about:blank')
    expect(popup.opener).to.equal(null)
    expect(popup.location.href).to.equal('https://exchange.example/deposit?session=1')
  })

  it('returns null when the browser blocks the popup, without throwing', () => {
    ;(globalThis as { open?: unknown }).open = () => null
    expect(openWithoutOpener('https://exchange.example/deposit?session=1')).to.equal(null)
  })
})
