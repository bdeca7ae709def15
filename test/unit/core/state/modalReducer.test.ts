import { expect } from 'chai'
import { connected, fold, initialized } from '../foldEvents'

describe('modal and router reducer', () => {
  it('opens on Connect when no address is connected', () => {
    const state = fold([initialized(), { type: 'modal/open-requested', payload: {} }])
    expect(state.modal).to.include({ isOpen: true, view: 'Connect', direction: 'next' })
    expect(state.modal.history).to.deep.equal(['Connect'])
  })

  it('opens on Account when an address is connected', () => {
    const state = fold([initialized(), connected(), { type: 'modal/open-requested', payload: {} }])
    expect(state.modal.view).to.equal('Account')
  })

  it('opens any named view with its data', () => {
    const state = fold([initialized(), { type: 'modal/open-requested', payload: { view: 'Networks', data: { from: 'button' } } }])
    expect(state.modal).to.deep.include({ view: 'Networks', data: { from: 'button' } })
  })

  it('resets the view to Connect when closed', () => {
    const state = fold([
      initialized(),
      { type: 'modal/open-requested', payload: {} },
      { type: 'router/pushed', payload: { view: 'AllWallets' } },
      { type: 'modal/closed', payload: {} },
    ])
    expect(state.modal).to.deep.include({ isOpen: false, view: 'Connect', history: [], data: null })
  })

  it('pushes with history and goes back with direction prev', () => {
    const state = fold([
      initialized(),
      { type: 'modal/open-requested', payload: {} },
      { type: 'router/pushed', payload: { view: 'AllWallets' } },
      { type: 'router/pushed', payload: { view: 'ConnectingExternal', data: { connectorId: 'x' } } },
      { type: 'router/went-back', payload: {} },
    ])
    expect(state.modal).to.deep.include({ view: 'AllWallets', history: ['Connect', 'AllWallets'], direction: 'prev', data: null })
  })

  it('closes when going back with one history entry', () => {
    const state = fold([initialized(), { type: 'modal/open-requested', payload: {} }, { type: 'router/went-back', payload: {} }])
    expect(state.modal.isOpen).to.equal(false)
  })

  it('replaces the current view without growing history', () => {
    const state = fold([
      initialized(),
      { type: 'modal/open-requested', payload: {} },
      { type: 'router/pushed', payload: { view: 'AllWallets' } },
      { type: 'router/replaced', payload: { view: 'ConnectingExternal', data: { connectorId: 'injected:sandbox' } } },
    ])
    expect(state.modal.history).to.deep.equal(['Connect', 'ConnectingExternal'])
  })

  it('resets history to one view', () => {
    const state = fold([
      initialized(),
      { type: 'modal/open-requested', payload: {} },
      { type: 'router/pushed', payload: { view: 'AllWallets' } },
      { type: 'router/reset', payload: { view: 'Account' } },
    ])
    expect(state.modal.history).to.deep.equal(['Account'])
  })

  it('tracks shaking and loading', () => {
    const shaking = fold([
      { type: 'modal/shake-started', payload: {} },
      { type: 'modal/loading-changed', payload: { loading: true } },
    ])
    expect(shaking.modal).to.include({ shaking: true, loading: true })
    expect(
      fold([
        { type: 'modal/shake-started', payload: {} },
        { type: 'modal/shake-ended', payload: {} },
      ]).modal.shaking,
    ).to.equal(false)
  })

  it('closes after a connection made from a connecting view', () => {
    const state = fold([
      initialized(),
      { type: 'modal/open-requested', payload: {} },
      { type: 'router/pushed', payload: { view: 'ConnectingExternal', data: { connectorId: 'injected:sandbox' } } },
      connected(),
    ])
    expect(state.modal.isOpen).to.equal(false)
  })

  it('stays open after a background connection while another view is shown', () => {
    const state = fold([initialized(), { type: 'modal/open-requested', payload: { view: 'Networks' } }, connected()])
    expect(state.modal.isOpen).to.equal(true)
  })

  it('closes after any connection in embedded mode', () => {
    const state = fold([initialized({ enableEmbedded: true }), { type: 'modal/open-requested', payload: { view: 'Networks' } }, connected()])
    expect(state.modal.isOpen).to.equal(false)
  })
})

describe('theme and snackbar reducers', () => {
  it('takes the theme from options, then from events, merging variables', () => {
    const state = fold([
      initialized({ themeMode: 'light', themeVariables: { '--w3m-accent': '#f00' } }),
      { type: 'theme/variables-changed', payload: { themeVariables: { '--w3m-z-index': 1000 } } },
    ])
    expect(state.theme).to.deep.equal({ themeMode: 'light', themeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': 1000 } })
    expect(fold([initialized(), { type: 'theme/mode-changed', payload: { themeMode: 'light' } }]).theme.themeMode).to.equal('light')
  })

  it('shows a snackbar with a new serial per message and hides it', () => {
    const shown = fold([
      { type: 'snackbar/shown', payload: { message: 'Copied', variant: 'success' } },
      { type: 'snackbar/shown', payload: { message: 'Copied', variant: 'success' } },
    ])
    expect(shown.snackbar).to.deep.equal({ open: true, message: 'Copied', variant: 'success', serial: 2 })
    expect(
      fold([
        { type: 'snackbar/shown', payload: { message: 'x', variant: 'info' } },
        { type: 'snackbar/hidden', payload: {} },
      ]).snackbar.open,
    ).to.equal(false)
  })
})
