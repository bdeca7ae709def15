import { expect } from 'chai'
import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import { bitcoinSandboxAccount } from '../../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { bitcoinRegtest } from '../../../../../plugins/networks/bitcoin'
import { getTransactionHistory } from '../../../../../plugins/features/portfolio/portfolioActions'
import { portfolio } from '../../../../../plugins/features/portfolio/portfolioPlugin'
import { formatTokenAmount } from '../../../../../react/features/portfolio/formatPortfolio'
import { memoryStorage } from '../../../offlineEnvironment'
import { signedSpend } from '../../../sandbox/bitcoin/spendHelpers'
import { bitcoinLedgerHooks } from '../../../bitcoinFixtures'

const me = bitcoinSandboxAccount(0)
const friend = bitcoinSandboxAccount(1)

describe('portfolio: the Account view activity of a Bitcoin address (history service, bip122 chainId)', function () {
  this.timeout(20_000)
  const ledger = bitcoinLedgerHooks()
  let appKit: AppKit
  beforeEach(async () => {
    appKit = createAppKit(
      { projectId: 'p', networks: [bitcoinRegtest({ esploraUrl: ledger.esplora.url })], apiUrl: ledger.api.url, blockchainApiUrl: ledger.api.url },
      { storage: memoryStorage(), queryRetryDelay: () => 0 },
    )
    await appKit.use(portfolio())
  })
  afterEach(() => appKit.destroy())

  it('lists a transfer the ledger mined as received, in BTC, newest first, on the Bitcoin network only', async () => {
    const coin = ledger.esplora.ledger.utxosOf(friend.payment.address)[0]!
    const received = ledger.esplora.ledger.submit(
      signedSpend(
        friend.payment,
        [coin],
        [
          { script: me.payment.script, amount: 12_345n },
          { script: friend.payment.script, amount: coin.value - 12_345n - 1_000n },
        ],
      ),
    )
    ledger.esplora.ledger.mine()

    const { transactions } = await getTransactionHistory(appKit, { caipAddress: `${ledger.esplora.caipNetworkId}:${me.payment.address}` })
    expect(transactions.length).to.be.greaterThan(1)
    expect(transactions.every(transaction => transaction.metadata.chain === ledger.esplora.caipNetworkId)).to.equal(true)
    const [newest] = transactions
    expect(newest?.id).to.equal(received)
    expect(newest?.metadata.operationType).to.equal('receive')
    expect(newest?.transfers[0]?.quantity.numeric).to.equal('0.00012345')
    expect(newest?.transfers[0]?.fungible_info?.symbol).to.equal('BTC')
    expect(ledger.api.requests.find(request => request.route === '/v1/account/:address/history')?.query.chainId).to.equal(ledger.esplora.caipNetworkId)
  })

  it('lists a spend of the address as sent, the amount that left for others (change is no transfer)', async () => {
    const coin = ledger.esplora.ledger.utxosOf(me.payment.address).find(output => output.value >= 100_000n)!
    const sent = ledger.esplora.ledger.submit(
      signedSpend(
        me.payment,
        [coin],
        [
          { script: friend.payment.script, amount: 50_000n },
          { script: me.payment.script, amount: coin.value - 50_000n - 1_000n },
        ],
      ),
    )
    ledger.esplora.ledger.mine()

    const { transactions } = await getTransactionHistory(appKit, { caipAddress: `${ledger.esplora.caipNetworkId}:${me.payment.address}` })
    const [newest] = transactions
    expect(newest?.id).to.equal(sent)
    expect(newest?.metadata.operationType).to.equal('send')
    expect(newest?.transfers[0]?.quantity.numeric).to.equal('0.0005')
  })

  it('shows Bitcoin amounts to the satoshi (8 decimals), where balances show 3', () => {
    expect(formatTokenAmount('0.00012345', 'BTC', 8)).to.equal('0.00012345 BTC')
    expect(formatTokenAmount('0.00012345', 'BTC')).to.equal('0.000 BTC')
  })
})
