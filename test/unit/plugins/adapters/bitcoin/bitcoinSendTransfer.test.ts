import { expect } from 'chai'
import { internalsOf } from 'vestibule/log'
import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import { bitcoinSandboxAccount } from '../../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { startBitcoinEsplora, type BitcoinEsplora } from '../../../../../devtools/sandbox/bitcoin/startBitcoinEsplora'
import type { SandboxBitcoinWallet } from '../../../../../devtools/sandbox/bitcoinWallet/createSandboxBitcoinWallet'
import type { ApprovalRequest } from '../../../../../devtools/sandbox/wallet/sandboxWalletTypes'
import { BitcoinAdapter, type BitcoinConnector } from '../../../../../plugins/adapters/bitcoin'
import { SendMessages } from '../../../../../plugins/features/send/sendMessages'
import { bitcoinRegtest } from '../../../../../plugins/networks/bitcoin'
import { offlineEnvironment } from '../../../offlineEnvironment'
import { SANDBOX_BITCOIN_CONNECTOR_ID, registerSandboxBitcoinWallet, until } from '../../../bitcoinFixtures'

const CONNECTOR_ID = SANDBOX_BITCOIN_CONNECTOR_ID
const me = bitcoinSandboxAccount(0)
const friend = bitcoinSandboxAccount(1)

describe("BitcoinAdapter's sendTransfer (AppKit's BitcoinConnector), on the sandbox ledger and wallet", function () {
  this.timeout(30_000)
  let esplora: BitcoinEsplora
  let sandbox: SandboxBitcoinWallet
  let asked: ApprovalRequest[]
  let unregister: () => void
  let appKit: AppKit

  before(async () => {
    esplora = await startBitcoinEsplora({ mining: 'manual' })
  })
  after(() => esplora?.stop())
  beforeEach(async () => {
    asked = []
    ;({ sandbox, unregister } = await registerSandboxBitcoinWallet(esplora.url, asked))
    appKit = createAppKit(
      {
        projectId: 'p',
        networks: [bitcoinRegtest({ esploraUrl: esplora.url })],
        enableWalletConnect: false,
        adapters: [new BitcoinAdapter({ projectId: 'p' })],
      },
      offlineEnvironment(),
    )
    await until(() => appKit.getConnectors().some(connector => connector.id === CONNECTOR_ID))
    await appKit.connect({ connectorId: CONNECTOR_ID })
  })
  afterEach(() => {
    appKit.destroy()
    unregister()
  })

  it('pays the recipient the amount in sats through the Send path: the wallet signs the checked PSBT (signPSBT), the ledger holds the payment and the change', async () => {
    const provider = appKit.getProvider<BitcoinConnector>('bip122')!
    const txid = await provider.sendTransfer({ recipient: friend.payment.address, amount: '123456' })
    expect(esplora.ledger.mempool()).to.include(txid)
    const tx = esplora.ledger.transaction(txid)!
    expect(tx.outputs.map(output => [output.address, output.value])).to.deep.equal([
      [friend.payment.address, 123_456n],
      [me.payment.address, 100_000_000n - 123_456n - tx.fee],
    ])
    // At the chain's next-block estimate (5 sat/vB by default), for 141 vB.
    expect(tx.fee).to.equal(705n)
    expect(asked.map(request => request.method)).to.deep.equal(['bitcoin:connect', 'signPsbt'])
    expect(
      internalsOf(appKit)
        .log.events()
        .filter(event => event.type === 'rpc/requested')
        .map(event => (event.payload as { method: string }).method),
    ).to.deep.equal(['signPSBT'])
    esplora.ledger.mine()
  })

  it('a refusal at the prompt rejects with 4001; a receiver of another network or dust is refused with a sentence before the wallet is asked; nothing reaches the ledger', async () => {
    const provider = appKit.getProvider<BitcoinConnector>('bip122')!
    sandbox.rejectNext()
    const refused = await provider.sendTransfer({ recipient: friend.payment.address, amount: '10000' }).catch((error: { code?: number }) => error)
    expect((refused as { code?: number }).code).to.equal(4001)
    const asking = asked.length
    const testnet = await provider.sendTransfer({ recipient: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', amount: '10000' }).catch((error: Error) => error)
    expect((testnet as { shortMessage?: string }).shortMessage).to.equal(SendMessages.BITCOIN_ADDRESS_OTHER_NETWORK)
    const dust = await provider.sendTransfer({ recipient: friend.payment.address, amount: '100' }).catch((error: Error) => error)
    expect((dust as { shortMessage?: string }).shortMessage).to.equal(SendMessages.BITCOIN_DUST)
    expect(asked.length).to.equal(asking)
    expect(esplora.ledger.mempool()).to.deep.equal([])
  })
})
