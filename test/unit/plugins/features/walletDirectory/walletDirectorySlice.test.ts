import { expect } from 'chai'
import type { WalletListing } from '../../../../../core'
import { serializeError } from '../../../../../core/errors'
import { walletDirectorySlice } from '../../../../../plugins/features/walletDirectory'
import { fold as foldCore, sliceRegistered } from '../../../core/foldEvents'
import type { EventInput, VestibuleState } from '../../../../../core'

/** Folds through core and the directory slice, registered first unless folding on from a state. */
const fold = (inputs: readonly EventInput[], from?: VestibuleState) =>
  foldCore(from ? inputs : [sliceRegistered(walletDirectorySlice), ...inputs], from, [walletDirectorySlice])

const listing = (id: string): WalletListing => ({ id, name: `Wallet ${id}` })
const error = serializeError(new Error('boom'))

describe('wallet directory slice', () => {
  it('appends pages in order, once per id, and keeps the count', () => {
    const state = fold([
      { type: 'walletDirectory/page-requested', payload: { page: 1 } },
      { type: 'walletDirectory/page-fetched', payload: { page: 1, listings: [listing('a'), listing('b')], count: 3 } },
      { type: 'walletDirectory/page-requested', payload: { page: 2 } },
      { type: 'walletDirectory/page-fetched', payload: { page: 2, listings: [listing('b'), listing('c')], count: 3 } },
    ])
    expect(state.slices.walletDirectory!.listings.map(l => l.id)).to.deep.equal(['a', 'b', 'c'])
    expect(state.slices.walletDirectory!).to.include({ page: 2, count: 3, status: 'ready', error: null })
  })

  it('marks a failed page as an error and a new request as loading again (retry)', () => {
    const failed = fold([
      { type: 'walletDirectory/page-requested', payload: { page: 1 } },
      { type: 'walletDirectory/page-failed', payload: { page: 1, error } },
    ])
    expect(failed.slices.walletDirectory!).to.include({ status: 'error', error: 'boom', page: 0 })
    const retried = fold([{ type: 'walletDirectory/page-requested', payload: { page: 1 } }], failed)
    expect(retried.slices.walletDirectory!).to.include({ status: 'loading', error: null })
  })

  it('trims the search query, keeps the previous results while the next query loads, and drops stale answers', () => {
    const state = fold([
      { type: 'walletDirectory/search-requested', payload: { query: '  amb ' } },
      { type: 'walletDirectory/search-fetched', payload: { query: 'amb', listings: [listing('a')], count: 1 } },
      { type: 'walletDirectory/search-requested', payload: { query: 'amber' } },
      { type: 'walletDirectory/search-fetched', payload: { query: 'amb', listings: [listing('z')], count: 1 } },
    ])
    expect(state.slices.walletDirectory!.search).to.deep.equal({ query: 'amber', status: 'loading', resultQuery: 'amb', listings: [listing('a')], error: null })
  })

  it('ends the search on an empty query', () => {
    const state = fold([
      { type: 'walletDirectory/search-requested', payload: { query: 'amb' } },
      { type: 'walletDirectory/search-fetched', payload: { query: 'amb', listings: [listing('a')], count: 1 } },
      { type: 'walletDirectory/search-requested', payload: { query: '   ' } },
    ])
    expect(state.slices.walletDirectory!.search).to.deep.equal({ query: '', status: 'idle', resultQuery: '', listings: [], error: null })
  })

  it('records a failed search for the current query only', () => {
    const state = fold([
      { type: 'walletDirectory/search-requested', payload: { query: 'amb' } },
      { type: 'walletDirectory/search-failed', payload: { query: 'amb', error } },
    ])
    expect(state.slices.walletDirectory!.search).to.include({ status: 'error', error: 'boom' })
  })

  it('keeps featured, recommended (with the count) and excluded wallets', () => {
    const state = fold([
      { type: 'walletDirectory/featured-fetched', payload: { listings: [listing('f')] } },
      { type: 'walletDirectory/recommended-fetched', payload: { listings: [listing('r')], count: 900 } },
      { type: 'walletDirectory/excluded-fetched', payload: { listings: [listing('x')] } },
    ])
    expect(state.slices.walletDirectory!.featured).to.deep.equal([listing('f')])
    expect(state.slices.walletDirectory!.recommended).to.deep.equal([listing('r')])
    expect(state.slices.walletDirectory!.excluded).to.deep.equal([listing('x')])
    expect(state.slices.walletDirectory!.count).to.equal(900)
  })
})
