import { expect } from 'chai'
import { defineTokens, mergeTokenSets, tokenAt, tokenName } from '../../../react/theme/defineTokens'

describe('defineTokens', () => {
  it('names each token after its path in kebab case and reads it with its default as fallback', () => {
    const { vars, defaults } = defineTokens({ color: { bgRowHover: '#1e1f1f' }, radius: { '3xl': '80px' }, space: { 8: '8px' } })
    expect(vars.color.bgRowHover).to.equal('var(--vst-color-bg-row-hover, #1e1f1f)')
    expect(vars.radius['3xl']).to.equal('var(--vst-radius-3xl, 80px)')
    expect(vars.space[8]).to.equal('var(--vst-space-8, 8px)')
    expect([...defaults]).to.deep.equal([
      ['--vst-color-bg-row-hover', '#1e1f1f'],
      ['--vst-radius-3xl', '80px'],
      ['--vst-space-8', '8px'],
    ])
  })

  it('keeps a fallback that reads the tokens it derives from', () => {
    const masters = defineTokens({ font: { size: { master: '10px' } } })
    const { vars } = defineTokens({ font: { size: { small: `calc(${masters.vars.font.size.master} * 1.4)` } } })
    expect(vars.font.size.small).to.equal('var(--vst-font-size-small, calc(var(--vst-font-size-master, 10px) * 1.4))')
  })

  it('refuses two tokens with one name, within a set and across merged sets', () => {
    expect(() => defineTokens({ fontSize: '1px', font: { size: '2px' } })).to.throw('Two tokens are named --vst-font-size')
    expect(() => mergeTokenSets(defineTokens({ color: { fg: '#000' } }), defineTokens({ color: { fg: '#fff' } }))).to.throw(
      'Two tokens are named --vst-color-fg',
    )
  })

  it('merges the groups two sets share', () => {
    const merged = mergeTokenSets(defineTokens({ color: { fg: '#000' } }), defineTokens({ color: { bg: '#fff' }, space: { 4: '4px' } }))
    expect(merged.vars).to.deep.equal({ color: { fg: 'var(--vst-color-fg, #000)', bg: 'var(--vst-color-bg, #fff)' }, space: { 4: 'var(--vst-space-4, 4px)' } })
    expect([...merged.defaults.keys()]).to.deep.equal(['--vst-color-fg', '--vst-color-bg', '--vst-space-4'])
  })

  it('finds a token by its path, and the custom property a reference reads', () => {
    const { vars } = defineTokens({ font: { family: "'Inter', system-ui, sans-serif" } })
    expect(tokenAt(vars, 'font.family')).to.equal("var(--vst-font-family, 'Inter', system-ui, sans-serif)")
    expect(tokenName(vars.font.family)).to.equal('--vst-font-family')
    // @ts-expect-error: not a path of this contract
    expect(() => tokenAt(vars, 'font.size')).to.throw('No token at font.size')
  })
})
