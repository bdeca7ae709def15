import { expect } from 'chai'
import type { AppKitOptions, ThemeVariables } from '../../../core'
import { createAppKit } from '../../../core/appkit/createAppKit'
import { InvalidOptionsError } from '../../../core/options/resolveOptions'
import { themeVariablesToStyle } from '../../../react/theme/themeVariablesToStyle'
import { alpha } from '../core/foldEvents'
import { offlineEnvironment } from '../offlineEnvironment'

describe('the themeVariables option', () => {
  it("takes every variable of AppKit's ThemeVariables, with AppKit's value types", () => {
    // AppKit 1.7.9's ThemeVariables: strings, and numbers for the mix strength and the z-index.
    const appKitTheme = {
      '--w3m-font-family': 'serif',
      '--w3m-accent': '#ff0000',
      '--w3m-color-mix': '#00ff00',
      '--w3m-color-mix-strength': 20,
      '--w3m-font-size-master': '9px',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 1000,
      '--w3m-qr-color': '#003366',
    }
    const options: AppKitOptions = { networks: [alpha], themeVariables: appKitTheme }
    const appKit = createAppKit(options, offlineEnvironment())
    try {
      const themeVariables: ThemeVariables = appKit.getState().theme.themeVariables
      expect(themeVariablesToStyle(themeVariables)).to.deep.equal({ ...appKitTheme, '--w3m-color-mix-strength': '20%', '--w3m-z-index': '1000' })
    } finally {
      appKit.destroy()
    }
  })

  it('rejects a value that is neither a string nor a number, in the types and when the app starts', () => {
    // @ts-expect-error: a boolean is no CSS value
    const options: AppKitOptions = { networks: [alpha], themeVariables: { '--w3m-accent': true } }
    expect(() => createAppKit(options, offlineEnvironment()))
      .to.throw(InvalidOptionsError)
      .with.property('details')
      .that.contains('themeVariables')
  })
})
