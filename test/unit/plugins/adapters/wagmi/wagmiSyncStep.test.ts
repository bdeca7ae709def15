import { expect } from 'chai'
import type { Address } from 'viem'
import { initialState, type VestibuleState } from '../../../../../core/state/state'
import { vestibuleEvmView, wagmiSyncStep, type VestibuleEvmView, type WagmiView } from '../../../../../plugins/adapters/wagmi/wagmiSyncStep'

const ALICE = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' as Address
const BOB = '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0' as Address

const modal = (view: Partial<VestibuleEvmView>): VestibuleEvmView => ({ status: 'connected', accounts: [ALICE], chainId: 31337, ...view })
const wagmi = (view: Partial<WagmiView>): WagmiView => ({ status: 'connected', ours: { accounts: [ALICE], chainId: 31337, current: true }, ...view })

describe('wagmiSyncStep: what wagmi is told so it agrees with the modal', () => {
  it('connects wagmi when the modal connected and wagmi holds nothing', () => {
    expect(wagmiSyncStep(modal({}), wagmi({ status: 'disconnected', ours: undefined }))).to.deep.equal({ type: 'connect', accounts: [ALICE], chainId: 31337 })
  })

  it("makes our connection wagmi's current one when another connector was current", () => {
    expect(wagmiSyncStep(modal({}), wagmi({ ours: { accounts: [ALICE], chainId: 31337, current: false } }))).to.deep.equal({
      type: 'connect',
      accounts: [ALICE],
      chainId: 31337,
    })
  })

  it('says nothing when both agree (addresses compared case-insensitively)', () => {
    expect(wagmiSyncStep(modal({ accounts: [ALICE.toLowerCase() as Address] }), wagmi({}))).to.equal(undefined)
  })

  it('changes the chain when the modal moved to another network', () => {
    expect(wagmiSyncStep(modal({ chainId: 31338 }), wagmi({}))).to.deep.equal({ type: 'change', accounts: [ALICE], chainId: 31338 })
  })

  it('changes the accounts when the wallet switched account', () => {
    expect(wagmiSyncStep(modal({ accounts: [BOB, ALICE] }), wagmi({}))).to.deep.equal({ type: 'change', accounts: [BOB, ALICE], chainId: 31337 })
  })

  it('disconnects wagmi when the modal disconnected', () => {
    expect(wagmiSyncStep(modal({ status: 'disconnected', accounts: [], chainId: undefined }), wagmi({}))).to.deep.equal({ type: 'disconnect' })
  })

  it('leaves a connection of another wagmi connector alone when the modal is disconnected', () => {
    expect(wagmiSyncStep(modal({ status: 'disconnected', accounts: [] }), wagmi({ ours: undefined }))).to.equal(undefined)
  })

  it('waits while either side is between states (wagmi connecting or reconnecting, the modal connecting)', () => {
    expect(wagmiSyncStep(modal({}), wagmi({ status: 'reconnecting', ours: undefined }))).to.equal(undefined)
    expect(wagmiSyncStep(modal({}), wagmi({ status: 'connecting', ours: undefined }))).to.equal(undefined)
    expect(wagmiSyncStep(modal({ status: 'connecting', accounts: [] }), wagmi({}))).to.equal(undefined)
  })

  it('waits for a connected modal that has no account or chain yet', () => {
    expect(wagmiSyncStep(modal({ accounts: [] }), wagmi({ status: 'disconnected', ours: undefined }))).to.equal(undefined)
    expect(wagmiSyncStep(modal({ chainId: undefined }), wagmi({ status: 'disconnected', ours: undefined }))).to.equal(undefined)
  })
})

describe("vestibuleEvmView: the modal's EVM connection", () => {
  const state = (patch: Partial<VestibuleState>): VestibuleState => ({ ...initialState, ...patch })

  it('reads the active account first, the others after, and the chain of its CAIP-10 address', () => {
    const view = vestibuleEvmView(
      state({
        accounts: {
          eip155: {
            status: 'connected',
            address: BOB,
            caipAddress: `eip155:31338:${BOB}`,
            allAccounts: [
              { address: ALICE, type: 'eoa' },
              { address: BOB, type: 'eoa' },
            ],
          },
        },
        activeCaipNetworkId: 'eip155:31337',
      }),
    )
    expect(view).to.deep.equal({ status: 'connected', accounts: [BOB, ALICE], chainId: 31338 })
  })

  it('is disconnected, on the active EVM network, when there is no EVM account', () => {
    expect(vestibuleEvmView(state({ activeCaipNetworkId: 'eip155:31338' }))).to.deep.equal({ status: 'disconnected', accounts: [], chainId: 31338 })
    expect(vestibuleEvmView(state({ activeCaipNetworkId: 'solana:localnet' }))).to.deep.equal({ status: 'disconnected', accounts: [], chainId: undefined })
  })
})
