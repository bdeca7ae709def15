import { expect } from 'chai'
import { themeVariablesToStyle } from '../../../react/theme/themeVariablesToStyle'

describe('themeVariablesToStyle', () => {
  it("passes AppKit's variables through and gives bare numbers their unit", () => {
    expect(
      themeVariablesToStyle({
        '--w3m-accent': '#ff0000',
        '--w3m-color-mix-strength': 40,
        '--w3m-font-size-master': 9,
        '--w3m-border-radius-master': '2px',
        '--w3m-z-index': 5,
      }),
    ).to.deep.equal({
      '--w3m-accent': '#ff0000',
      '--w3m-color-mix-strength': '40%',
      '--w3m-font-size-master': '9px',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': '5',
    })
  })

  it('passes --w3m-qr-color and --w3m-font-family through', () => {
    expect(themeVariablesToStyle({ '--w3m-qr-color': '#003366', '--w3m-font-family': 'serif' })).to.deep.equal({
      '--w3m-qr-color': '#003366',
      '--w3m-font-family': 'serif',
    })
  })

  it('accepts keys without the leading dashes and drops unknown ones', () => {
    expect(themeVariablesToStyle({ 'w3m-accent': 'red', color: 'blue', '--other': '1', '--vst-color-fg': 'red', toString: 'x' })).to.deep.equal({
      '--w3m-accent': 'red',
    })
  })
})
