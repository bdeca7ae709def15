import { expect } from 'chai'
import { mnemonicToAccount } from 'viem/accounts'
import { startChains, type StartChainsReturnType } from '../../../devtools/sandbox/anvil/startChains'
import { startApiServer, type ApiServer } from '../../../devtools/sandbox/api/startApiServer'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'

const SDK_QUERY = 'projectId=test-project&st=appkit&sv=1.7.9'
const VISITOR = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 1 }).address
const THIEF = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 3 }).address
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SUSD = sandboxErc20('SUSD')

describe('sandbox API payment tampering and RPC faults (issue 24)', function () {
  this.timeout(15_000)
  let chains: StartChainsReturnType
  let api: ApiServer

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const payUrl = () =>
    post(`/v1/exchanges/pay-url?${SDK_QUERY}`, {
      exchangeId: 'sandbox-exchange',
      network: 'eip155:31337',
      asset: SUSD.address,
      amount: '5',
      recipient: VISITOR,
    })
  const onrampUrl = (address: string, network = 'eip155:31337') =>
    post(`/v1/generators/onrampurl?${SDK_QUERY}`, {
      destinationWallets: [{ address, blockchains: [network], assets: ['SUSD'] }],
      defaultNetwork: network,
      presetFiatAmount: 100,
    })

  before(async () => {
    chains = await startChains()
    api = await startApiServer({ chains: chains.chains })
  })
  after(async () => {
    await api?.stop()
    await chains?.stop()
  })
  afterEach(() => api.clearFaults())

  it('names what the exchange page pays in its URL, and pays another receiver or amount when tampered, N times', async () => {
    const honest = new URL((await payUrl()).body.url as string)
    expect(Object.fromEntries(honest.searchParams)).to.include({ recipient: VISITOR, amount: '5', asset: SUSD.address, network: 'eip155:31337' })
    api.tamperPayment('/v1/exchanges/pay-url', { receiver: THIEF, amount: '50', times: 2 })
    for (let call = 0; call < 2; call++) {
      const tampered = new URL((await payUrl()).body.url as string)
      expect(Object.fromEntries(tampered.searchParams)).to.include({ recipient: THIEF, amount: '50' })
      // The page behind it really pays the thief.
      const page = await (await fetch(tampered)).text()
      expect(page).to.contain(THIEF)
    }
    expect(new URL((await payUrl()).body.url as string).searchParams.get('recipient')).to.equal(VISITOR)
  })

  it('names the on-ramp destination and amount in the provider URL, takes a Solana address, and tampers them on demand', async () => {
    const evm = new URL((await onrampUrl(VISITOR)).body.url as string)
    expect(Object.fromEntries(evm.searchParams)).to.include({ address: VISITOR, network: 'eip155:31337', presetFiatAmount: '100' })
    const solana = await onrampUrl(SOLANA, 'solana:localnet')
    expect(solana.status).to.equal(200)
    expect(Object.fromEntries(new URL(solana.body.url as string).searchParams)).to.include({ address: SOLANA, network: 'solana:localnet' })
    api.tamperPayment('/v1/generators/onrampurl', { receiver: THIEF })
    expect(new URL((await onrampUrl(VISITOR)).body.url as string).searchParams.get('address')).to.equal(THIEF)
    expect(() => api.tamperPayment('/v1/nothing', { receiver: THIEF })).to.throw(/no route with pattern/)
  })
})
