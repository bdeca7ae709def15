import { expect } from 'chai'
import { internalsOf } from 'vestibule/log'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { VestibuleError } from '../../../../core/errors/VestibuleError'
import { alpha } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

describe('the instance internal door (issue 30)', () => {
  it('keeps the devtools handles off the public instance, as AppKit has none', () => {
    const appKit = createAppKit({ networks: [alpha] }, offlineEnvironment())
    for (const handle of ['log', 'timeTravel', 'slices', 'redaction', 'getReducer', 'host']) expect(appKit, handle).to.not.have.property(handle)
    appKit.destroy()
  })

  it("gives the instance's own log, time travel and slices through internalsOf", () => {
    const appKit = createAppKit({ networks: [alpha] }, offlineEnvironment())
    const internals = internalsOf(appKit)
    appKit.setThemeMode('light')
    const light = internals.log.events().at(-1)!
    appKit.setThemeMode('dark')
    expect(light.type).to.equal('theme/mode-changed')
    expect(internals.log.stateAfter(internals.log.events().at(-1)!.meta.seq)).to.deep.equal(appKit.getState())
    internals.timeTravel.show(internals.log.stateAfter(light.meta.seq)!)
    expect([internals.timeTravel.active, appKit.getThemeMode()]).to.deep.equal([true, 'light'])
    internals.timeTravel.resume()
    expect(appKit.getThemeMode()).to.equal('dark')
    expect(internals.slices()).to.be.an('array')
    appKit.destroy()
  })

  it('refuses an object that no createAppKit made', () => {
    expect(() => internalsOf({})).to.throw(VestibuleError, 'not an instance made by createAppKit')
  })
})
