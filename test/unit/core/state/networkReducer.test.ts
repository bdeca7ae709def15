import { expect } from 'chai'
import { alpha, connected, fold, initialized } from '../foldEvents'

const request = (caipNetworkId: string) => ({ type: 'network/switch-requested', payload: { caipNetworkId: caipNetworkId as `eip155:${string}` } }) as const
const switched = (caipNetworkId: string, supported = true) =>
  ({ type: 'network/switched', payload: { caipNetworkId: caipNetworkId as `eip155:${string}`, supported } }) as const

describe('network reducer', () => {
  it('starts on the default network, else the first configured one', () => {
    expect(fold([initialized()]).activeCaipNetworkId).to.equal('eip155:31337')
    expect(fold([initialized({ defaultNetwork: 'eip155:31338' })]).activeCaipNetworkId).to.equal('eip155:31338')
  })

  it('switches directly when no wallet is connected', () => {
    const state = fold([initialized(), request('eip155:31338')])
    expect(state.activeCaipNetworkId).to.equal('eip155:31338')
  })

  it('pushes SwitchNetwork when connected and the modal is open', () => {
    const state = fold([initialized(), connected(), { type: 'modal/open-requested', payload: { view: 'Networks' } }, request('eip155:31338')])
    expect(state.modal.view).to.equal('SwitchNetwork')
    expect(state.modal.data).to.deep.equal({ caipNetworkId: 'eip155:31338' })
    expect(state.activeCaipNetworkId).to.equal('eip155:31337')
  })

  it('pushes SwitchActiveChain when switching namespace while connected elsewhere', () => {
    const solana = {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    }
    const options = { networks: [alpha, solana] } as unknown as Parameters<typeof initialized>[0]
    const state = fold([
      initialized(options),
      connected(),
      { type: 'modal/open-requested', payload: { view: 'Networks' } },
      { type: 'network/switch-requested', payload: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } },
    ])
    expect(state.modal.view).to.equal('SwitchActiveChain')
  })

  it('refuses a network the app has not configured: no view, no switch (switchNetwork shows the alert)', () => {
    const state = fold([
      initialized(),
      { type: 'modal/open-requested', payload: { view: 'Networks' } },
      { type: 'network/switch-requested', payload: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } },
    ])
    expect(state.modal.view).to.equal('Networks')
    expect(state.activeCaipNetworkId).to.equal('eip155:31337')
    expect(state.snackbar.open).to.equal(false)
  })

  it('moves the account to the new network and goes back from SwitchNetwork', () => {
    const state = fold([
      initialized(),
      connected(),
      { type: 'account/balance-fetched', payload: { caipAddress: `eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`, balance: '1', symbol: 'ETH' } },
      { type: 'modal/open-requested', payload: { view: 'Networks' } },
      request('eip155:31338'),
      switched('eip155:31338'),
    ])
    expect(state.activeCaipNetworkId).to.equal('eip155:31338')
    expect(state.accounts.eip155?.caipAddress).to.equal('eip155:31338:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(state.accounts.eip155?.balance).to.equal(undefined)
    expect(state.modal.view).to.equal('Networks')
  })

  it('marks an unsupported chain, unless allowUnsupportedChain', () => {
    expect(fold([initialized(), connected(), switched('eip155:5', false)]).unsupportedNetwork).to.equal(true)
    expect(fold([initialized({ allowUnsupportedChain: true }), connected(), switched('eip155:5', false)]).unsupportedNetwork).to.equal(false)
  })

  it('closes UnsupportedChain once back on a supported network', () => {
    const state = fold([
      initialized(),
      connected(),
      switched('eip155:5', false),
      { type: 'modal/open-requested', payload: { view: 'UnsupportedChain' } },
      switched('eip155:31337'),
    ])
    expect(state.modal.isOpen).to.equal(false)
    expect(state.unsupportedNetwork).to.equal(false)
  })

  it('goes back when a switch fails', () => {
    const state = fold([
      initialized(),
      connected(),
      { type: 'modal/open-requested', payload: { view: 'Networks' } },
      request('eip155:31338'),
      {
        type: 'network/switch-failed',
        payload: { caipNetworkId: 'eip155:31338', error: { name: 'E', message: 'x', shortMessage: 'x', category: 'INTERNAL_SDK_ERROR' } },
      },
    ])
    expect(state.modal.view).to.equal('Networks')
    expect(state.activeCaipNetworkId).to.equal('eip155:31337')
  })
})

describe('unsupported chain view', () => {
  it('opens UnsupportedChain when the wallet moves to a network the app lacks', () => {
    const state = fold([initialized(), connected(), switched('eip155:5', false)])
    expect(state.modal).to.deep.include({ isOpen: true, view: 'UnsupportedChain', history: ['UnsupportedChain'] })
  })

  it('opens UnsupportedChain when a wallet connects on such a network', () => {
    const state = fold([
      initialized(),
      { type: 'modal/open-requested', payload: {} },
      { type: 'router/pushed', payload: { view: 'ConnectingExternal', data: { connectorId: 'injected:sandbox' } } },
      connected('a', undefined, 'eip155:5'),
    ])
    expect(state.modal.view).to.equal('UnsupportedChain')
  })

  it('closes once a switch from UnsupportedChain through SwitchNetwork succeeds', () => {
    const state = fold([initialized(), connected(), switched('eip155:5', false), request('eip155:31337'), switched('eip155:31337')])
    expect(state.modal.isOpen).to.equal(false)
  })

  it('does not open it when unsupported chains are allowed', () => {
    expect(fold([initialized({ allowUnsupportedChain: true }), connected(), switched('eip155:5', false)]).modal.isOpen).to.equal(false)
  })
})

describe('a failed switch', () => {
  it('says why in the snackbar', () => {
    const state = fold([
      initialized(),
      connected(),
      {
        type: 'network/switch-failed',
        payload: {
          caipNetworkId: 'eip155:31338',
          error: { name: 'E', message: 'x', shortMessage: 'User rejected the request.', category: 'INTERNAL_SDK_ERROR' },
        },
      },
    ])
    expect(state.snackbar).to.include({ open: true, message: 'User rejected the request.', variant: 'error' })
  })
})
