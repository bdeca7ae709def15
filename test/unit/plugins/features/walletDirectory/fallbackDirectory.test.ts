import { expect } from 'chai'
import { walletListingSchema } from '../../../../../core/schemas/walletSchemas'
import { safeImageUrl } from '../../../../../core/connectors/walletRules'
import { fallbackDirectory } from '../../../../../plugins/features/walletDirectory/fallbackDirectory'
import { FALLBACK_WALLETS } from '../../../../../plugins/features/walletDirectory/fallbackWallets'

describe('bundled wallet directory (no vendor account, or the hosted one unreachable)', () => {
  it('holds valid listings, each with an rdns, a deep link and an image drawn from a data URI the modal accepts', () => {
    for (const wallet of FALLBACK_WALLETS) {
      expect(walletListingSchema.safeParse(wallet).success, wallet.name).to.equal(true)
      expect(wallet.rdns).to.match(/^[a-z]+\.[a-z.]+$/)
      expect(wallet.mobile_link).to.match(/^[a-z]+:\/\//)
      expect(safeImageUrl(wallet.image_url)).to.equal(wallet.image_url)
    }
    // Small: it is a lazy chunk, but still a chunk.
    expect(JSON.stringify(FALLBACK_WALLETS).length).to.be.lessThan(8_000)
  })

  it('answers pages as /getWallets does: include, exclude, entries, count and a name search', () => {
    const directory = fallbackDirectory({ includeWalletIds: [] })
    const [first, second] = FALLBACK_WALLETS
    expect(directory.page({ entries: 4 }).listings).to.have.length(4)
    expect(directory.page({ entries: 40 }).count).to.equal(FALLBACK_WALLETS.length)
    expect(directory.page({ entries: 40, exclude: [first!.id] }).listings.map(w => w.id)).not.to.include(first!.id)
    expect(directory.page({ entries: 40, include: [second!.id] }).listings).to.deep.equal([second])
    expect(directory.page({ entries: 40, search: '  rain ' }).listings.map(w => w.name)).to.deep.equal(['Rainbow'])
    expect(fallbackDirectory({ includeWalletIds: [first!.id] }).page({ entries: 40 }).listings).to.deep.equal([first])
  })
})
