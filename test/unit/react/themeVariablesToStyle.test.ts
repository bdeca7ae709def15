import { expect } from 'chai'
import { themeVariablesToStyle } from '../../../react/theme/themeVariablesToStyle'
import { withPublicFallbacks } from '../../../react/theme/palette'

describe('themeVariablesToStyle', () => {
  it("passes AppKit's variables through and gives bare numbers their unit", () => {
    expect(
      themeVariablesToStyle({ '--w3m-accent': '#ff0000', '--w3m-color-mix-strength': 40, '--w3m-font-size-master': 9, '--w3m-border-radius-master': '2px', '--w3m-z-index': 5 }),
    ).to.deep.equal({ '--w3m-accent': '#ff0000', '--w3m-color-mix-strength': '40%', '--w3m-font-size-master': '9px', '--w3m-border-radius-master': '2px', '--w3m-z-index': '5' })
  })

  it('accepts keys without the leading dashes and drops unknown ones', () => {
    expect(themeVariablesToStyle({ 'w3m-accent': 'red', color: 'blue', '--other': '1' })).to.deep.equal({ '--w3m-accent': 'red' })
  })
})

describe('withPublicFallbacks', () => {
  it('reads each public variable with its default, for the buttons in the host page', () => {
    expect(withPublicFallbacks({ '--vst-focus': 'var(--w3m-accent)' })).to.deep.equal({ '--vst-focus': 'var(--w3m-accent, #667dff)' })
  })
})
