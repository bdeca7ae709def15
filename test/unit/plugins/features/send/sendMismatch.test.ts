import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit } from '../../../../../core/appkit/createAppKit'
import type { VestibuleEvent } from '../../../../../core/events/eventMap'
import { send } from '../../../../../plugins/features/send'
import { TransactionMismatchError, type SendChain } from '../../../../../plugins/features/send/sendChain'
import { sendChainKey, type SendChainProvider } from '../../../../../plugins/features/send/sendChainRegistry'
import { SendMessages } from '../../../../../plugins/features/send/sendMessages'
import { solanaLocalnet } from '../../../../../plugins/networks/solana'
import { offlineEnvironment } from '../../../offlineEnvironment'

// Nothing listens there: the refusal must come before any read.
const localnet = solanaLocalnet({ rpcUrl: 'http://127.0.0.1:9' })
const FROM = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const TO = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

describe('send plugin: a transaction that differs from the preview (issue 24)', () => {
  // The raised error is also logged; it is asserted through its event.
  let consoleError: sinon.SinonStub
  beforeEach(() => {
    consoleError = sinon.stub(console, 'error')
  })
  afterEach(() => consoleError.restore())

  it('asks the wallet for nothing, tells the visitor why, and raises an error event for analytics', async () => {
    const kit = createAppKit({ projectId: 'p', networks: [localnet], plugins: [send()] }, offlineEnvironment())
    await kit.ready
    const events: VestibuleEvent[] = []
    kit.subscribeVestibuleEvents(event => void events.push(event))
    let signed = 0
    // The chain's own check found the built transaction moving something else than the preview.
    const chain: SendChain = {
      estimateFee: async () => ({ fee: '0.000005', raw: 5000n }),
      send: async () => {
        throw new TransactionMismatchError('The transaction to sign differs from the preview: receiver.')
      },
      waitFor: async () => void signed++,
      explorerUrl: () => null,
    }
    kit.registry.set(sendChainKey('solana'), (async () => chain) satisfies SendChainProvider)
    kit.dispatch({
      type: 'connection/succeeded',
      payload: {
        connectorId: 'solana:sandbox',
        namespace: 'solana',
        accounts: [{ address: FROM, type: 'eoa' }],
        caipNetworkId: localnet.caipNetworkId,
        wallet: { id: 'solana:sandbox', name: 'Sandbox' },
      },
    })
    kit.dispatch({ type: 'account/balance-fetched', payload: { caipAddress: `solana:localnet:${FROM}`, balance: '10', symbol: 'SOL' } })
    kit.dispatch({ type: 'send/form-changed', payload: { tokenId: 'native', amount: '1', receiver: TO } })
    const previewed = new Promise<VestibuleEvent>(resolve =>
      kit.subscribeVestibuleEvents(event => (event.type === 'send/previewed' || event.type === 'send/failed') && resolve(event)),
    )
    kit.dispatch({ type: 'send/preview-requested', payload: {} })
    expect((await previewed).type, 'the preview is made').to.equal('send/previewed')
    kit.dispatch({ type: 'send/confirm-requested', payload: {} })
    const failed = await new Promise<VestibuleEvent>(resolve => kit.subscribeVestibuleEvents(event => event.type === 'send/failed' && resolve(event)))
    expect(failed.payload).to.include({ message: SendMessages.TRANSACTION_MISMATCH })
    const raised = events.find(event => event.type === 'error/raised')
    expect(raised?.payload, 'an error event analytics records').to.nested.include({
      'error.message': 'The transaction to sign differs from the preview: receiver.',
    })
    expect(signed).to.equal(0)
    kit.destroy()
  })
})
