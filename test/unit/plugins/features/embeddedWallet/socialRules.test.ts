import { expect } from 'chai'
import { clientOs, displayEmail, displayUserName, isTelegramClient, socialLoginsFor } from '../../../../../plugins/features/embeddedWallet/socialRules'

const ALL = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

describe('social login rules (SPEC §5, §6)', () => {
  it('offers the configured providers, in order, once each, unknown names dropped', () => {
    expect(socialLoginsFor(['github', 'google', 'github', 'myspace'], { telegram: false, os: 'ios' })).to.deep.equal(['github', 'google'])
    expect(socialLoginsFor(false, { telegram: false, os: 'other' })).to.deep.equal([])
  })

  it('inside Telegram: iOS drops google, Mac drops x, Android drops facebook and x', () => {
    expect(socialLoginsFor(ALL, { telegram: true, os: 'ios' })).to.deep.equal(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(socialLoginsFor(ALL, { telegram: true, os: 'mac' })).to.deep.equal(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(socialLoginsFor(ALL, { telegram: true, os: 'android' })).to.deep.equal(['google', 'discord', 'farcaster', 'github', 'apple'])
    expect(socialLoginsFor(ALL, { telegram: true, os: 'other' })).to.deep.equal(ALL)
  })

  it('outside Telegram nothing is dropped on any platform', () => {
    for (const os of ['ios', 'mac', 'android'] as const) expect(socialLoginsFor(ALL, { telegram: false, os })).to.deep.equal(ALL)
  })

  it('tells the platform from the user agent, iPadOS (a Mac with touch) as iOS', () => {
    expect(clientOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).to.equal('ios')
    expect(clientOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).to.equal('ios')
    expect(clientOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).to.equal('mac')
    expect(clientOs('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).to.equal('android')
    expect(clientOs('Mozilla/5.0 (X11; Linux x86_64)')).to.equal('other')
  })

  it('detects the Telegram client by Telegram.WebApp', () => {
    expect(isTelegramClient({ Telegram: { WebApp: {} } } as unknown as Window)).to.equal(true)
    expect(isTelegramClient({} as Window)).to.equal(false)
  })

  it('shows a discord username without its trailing 0, others as they are', () => {
    expect(displayUserName('discord', 'ada0')).to.equal('ada')
    expect(displayUserName('github', 'ada0')).to.equal('ada0')
  })

  it('cuts an email over 30 characters by its last 3, adding "..."', () => {
    const long = 'a.very.long.name.indeed@example.com' // 35 characters
    expect(displayEmail(long)).to.equal(`${long.slice(0, -3)}...`)
    expect(displayEmail('ada@example.com')).to.equal('ada@example.com')
    expect(displayEmail('x'.repeat(18) + '@example.com')).to.equal('x'.repeat(18) + '@example.com') // exactly 30
  })
})
