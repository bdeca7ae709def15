import { expect } from 'chai'
import { tokenAt, tokenName } from '../../../react/theme/defineTokens'
import { PUBLIC_VARIABLES } from '../../../react/theme/publicVariables'
import { DEFAULT_DECLARATIONS, LIGHT_DECLARATIONS, PUBLIC_DECLARATIONS } from '../../../react/theme/themeDeclarations'
import { DARK_PALETTE, LIGHT_PALETTE, vars } from '../../../react/theme/tokens'

/** `--a: 1;\n--b: 2;` → { '--a': '1', '--b': '2' } */
function parse(declarations: string): Record<string, string> {
  return Object.fromEntries(
    declarations.split('\n').map(line => {
      const match = /^(--[a-z0-9-]+): (.+);$/.exec(line)
      if (!match) throw new Error(`not a declaration: ${line}`)
      return [match[1], match[2]]
    }),
  )
}

describe('theme declarations', () => {
  it("maps each of AppKit's public variables onto its token, read before the token's default", () => {
    expect(parse(PUBLIC_DECLARATIONS)).to.deep.equal({
      '--vst-color-accent': 'var(--w3m-accent, #667dff)',
      '--vst-color-mix': 'var(--w3m-color-mix, transparent)',
      '--vst-color-mix-strength': 'var(--w3m-color-mix-strength, 0%)',
      '--vst-font-family': "var(--w3m-font-family, 'Inter', system-ui, sans-serif)",
      '--vst-font-size-master': 'var(--w3m-font-size-master, 10px)',
      '--vst-radius-master': 'var(--w3m-border-radius-master, 4px)',
      '--vst-z-index-modal': 'var(--w3m-z-index, 999)',
      '--vst-color-qr': 'var(--w3m-qr-color, #141414)',
    })
  })

  it('declares SPEC §2 defaults on :host: width 360px, Inter, 10 px, radius 4 px, z-index 999', () => {
    const declared = parse(DEFAULT_DECLARATIONS)
    expect(declared['--vst-size-modal-width']).to.equal('360px')
    expect(declared['--vst-font-family']).to.match(/^var\(--w3m-font-family, 'Inter'/)
    expect(declared['--vst-font-size-master']).to.equal('var(--w3m-font-size-master, 10px)')
    expect(declared['--vst-radius-master']).to.equal('var(--w3m-border-radius-master, 4px)')
    expect(declared['--vst-z-index-modal']).to.equal('var(--w3m-z-index, 999)')
    // The modal reads AppKit's variables exactly as the buttons do.
    for (const [name, value] of Object.entries(parse(PUBLIC_DECLARATIONS))) expect(declared[name], name).to.equal(value)
  })

  it('declares the whole dark palette on :host, and the light one over the same tokens', () => {
    const declared = parse(DEFAULT_DECLARATIONS)
    const light = parse(LIGHT_DECLARATIONS)
    for (const key of Object.keys(DARK_PALETTE) as (keyof typeof DARK_PALETTE)[]) {
      const name = tokenName(vars.color[key])
      expect(declared[name], name).to.equal(DARK_PALETTE[key])
      expect(light[name], name).to.equal(LIGHT_PALETTE[key])
    }
    expect(Object.keys(light)).to.have.length(Object.keys(DARK_PALETTE).length)
    expect(light['--vst-color-bg']).to.equal('color-mix(in srgb, var(--vst-color-mix, transparent) var(--vst-color-mix-strength, 0%), #ffffff)')
  })

  it('derives the palette and the scales from the mapped tokens, so an AppKit variable reaches all of them', () => {
    expect(DARK_PALETTE.accentText).to.equal('color-mix(in srgb, var(--vst-color-accent, #667dff) 85%, #fff)')
    expect(vars.color.focus).to.equal('var(--vst-color-focus, var(--vst-color-accent, #667dff))')
    expect(vars.radius.l).to.equal('var(--vst-radius-l, calc(var(--vst-radius-master, 4px) * 9))')
    expect(vars.font.size.paragraph).to.equal('var(--vst-font-size-paragraph, calc(var(--vst-font-size-master, 10px) * 1.6))')
    expect(vars.color.bgRaised).to.contain('var(--vst-color-mix, transparent) var(--vst-color-mix-strength, 0%)')
  })

  it('points every public variable at a token of the contract', () => {
    for (const [variable, { token }] of Object.entries(PUBLIC_VARIABLES)) {
      expect(tokenAt(vars, token), variable).to.match(/^var\(--vst-/)
    }
  })
})
