import { expect } from 'chai'
import { createPublicClient, createWalletClient, http, numberToHex, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { startChains } from '../../../devtools/sandbox/anvil/startChains'
import type { StartChainsReturnType } from '../../../devtools/sandbox/anvil/startChains'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { createSandboxWallet } from '../../../devtools/sandbox/wallet/createSandboxWallet'
import type { CreateSandboxWalletParameters } from '../../../devtools/sandbox/wallet/createSandboxWallet'
import { createMemoryPermissionStore } from '../../../devtools/sandbox/wallet/permissionStore'
import type { ApprovalRequest, SandboxWallet, SandboxWalletChain } from '../../../devtools/sandbox/wallet/sandboxWalletTypes'

const ACCOUNT_0 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const ACCOUNT_3 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 3 }).address
const RECEIVER = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 8 }).address

/** Resolves with the error a rejected promise carries, failing if it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise
  } catch (error) {
    return error as { code: number; message: string }
  }
  throw new Error('expected the request to be rejected')
}

describe('sandbox wallet provider (node, real anvil)', function () {
  this.timeout(10_000)
  let chains: StartChainsReturnType
  let alpha: SandboxWalletChain
  let beta: SandboxWalletChain

  before(async () => {
    chains = await startChains()
    ;[alpha, beta] = chains.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })) as [SandboxWalletChain, SandboxWalletChain]
  })

  after(async () => {
    await chains?.stop()
  })

  function wallet(overrides: Partial<CreateSandboxWalletParameters> = {}): SandboxWallet {
    return createSandboxWallet({ chains: [alpha], approval: 'auto', origin: 'http://localhost:5173', ...overrides })
  }

  async function connected(overrides: Partial<CreateSandboxWalletParameters> = {}): Promise<SandboxWallet> {
    const created = wallet(overrides)
    await created.provider.request({ method: 'eth_requestAccounts' })
    return created
  }

  describe('accounts and permissions', () => {
    it('shows no accounts until the site is connected, then the selected account', async () => {
      const { provider } = wallet()
      expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([])
      const events: Address[][] = []
      provider.on('accountsChanged', accounts => events.push(accounts))
      expect(await provider.request({ method: 'eth_requestAccounts' })).to.deep.equal([ACCOUNT_0])
      expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([ACCOUNT_0])
      expect(events).to.deep.equal([[ACCOUNT_0]])
    })

    it('asks the approver once, with the method and a summary, and not again once permitted', async () => {
      const asked: ApprovalRequest[] = []
      const { provider } = wallet({ approval: 'prompt', approver: async request => (asked.push(request), true) })
      await provider.request({ method: 'eth_requestAccounts' })
      await provider.request({ method: 'eth_requestAccounts' })
      expect(asked).to.have.length(1)
      expect(asked[0]).to.include({ method: 'eth_requestAccounts', chainId: 31337, account: ACCOUNT_0 })
      expect(asked[0]!.summary).to.equal('Connect 0xf39F…2266 to this site')
    })

    it('keeps the permission in its store, so a reloaded wallet answers eth_accounts without a prompt', async () => {
      const storage = createMemoryPermissionStore()
      await connected({ storage })
      const reloaded = wallet({ storage, approval: 'reject' })
      expect(await reloaded.provider.request({ method: 'eth_accounts' })).to.deep.equal([ACCOUNT_0])
      const [permission] = (await reloaded.provider.request({ method: 'wallet_getPermissions' })) as Array<Record<string, unknown>>
      expect(permission).to.include({ parentCapability: 'eth_accounts', invoker: 'http://localhost:5173' })
    })

    it('wallet_revokePermissions clears the permission and emits accountsChanged []', async () => {
      const { provider } = await connected()
      const events: Address[][] = []
      provider.on('accountsChanged', accounts => events.push(accounts))
      expect(await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).to.equal(null)
      expect(events).to.deep.equal([[]])
      expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([])
      expect(await provider.request({ method: 'wallet_getPermissions' })).to.deep.equal([])
    })

    it('wallet_requestPermissions grants eth_accounts, returns the EIP-2255 permission, and re-grants silently', async () => {
      const { provider } = wallet()
      const events: Address[][] = []
      provider.on('accountsChanged', accounts => events.push(accounts))
      const request = () => provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
      const permissions = (await request()) as Array<Record<string, unknown>>
      expect(permissions.map(permission => permission.parentCapability)).to.deep.equal(['eth_accounts'])
      expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([ACCOUNT_0])
      await request()
      expect(events).to.deep.equal([[ACCOUNT_0]])
      const bad = await rejectionOf(provider.request({ method: 'wallet_requestPermissions', params: [{ eth_coffee: {} }] }))
      expect(bad.code).to.equal(-32602)
    })

    it('setAccountIndex switches the account and tells a connected site', async () => {
      const created = await connected()
      const events: Address[][] = []
      created.provider.on('accountsChanged', accounts => events.push(accounts))
      created.setAccountIndex(3)
      expect(events).to.deep.equal([[ACCOUNT_3]])
      expect(await created.provider.request({ method: 'eth_accounts' })).to.deep.equal([ACCOUNT_3])
    })

    it('disconnectFromWallet emits disconnect (4900) then accountsChanged [], and a new connect emits connect', async () => {
      const created = await connected()
      const events: string[] = []
      created.provider.on('disconnect', error => events.push(`disconnect ${error.code}`))
      created.provider.on('accountsChanged', accounts => events.push(`accounts ${accounts.length}`))
      created.provider.on('connect', ({ chainId }) => events.push(`connect ${chainId}`))
      created.disconnectFromWallet()
      expect(created.provider.isConnected()).to.equal(false)
      expect(await created.provider.request({ method: 'eth_accounts' })).to.deep.equal([])
      await created.provider.request({ method: 'eth_requestAccounts' })
      expect(events).to.deep.equal(['disconnect 4900', 'accounts 0', 'connect 0x7a69', 'accounts 1'])
    })

    it('emits connect with the chain id shortly after creation', async () => {
      const { provider } = wallet()
      const chainId = await new Promise<Hex>(resolve => provider.on('connect', info => resolve(info.chainId)))
      expect(chainId).to.equal('0x7a69')
    })
  })

  describe('approval modes', () => {
    it("'reject' refuses state-changing requests with 4001 'User rejected the request.'", async () => {
      const { provider } = wallet({ approval: 'reject' })
      const error = await rejectionOf(provider.request({ method: 'eth_requestAccounts' }))
      expect(error).to.include({ code: 4001, message: 'User rejected the request.' })
      expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([])
    })

    it('a prompt answered false rejects with 4001', async () => {
      const { provider } = wallet({ approval: 'prompt', approver: async () => false })
      expect((await rejectionOf(provider.request({ method: 'eth_requestAccounts' }))).code).to.equal(4001)
    })

    it('rejectNext refuses only the next request, even in auto mode', async () => {
      const created = await connected()
      created.rejectNext()
      const first = await rejectionOf(created.provider.request({ method: 'personal_sign', params: [toHex('one'), ACCOUNT_0] }))
      expect(first.code).to.equal(4001)
      expect(await created.provider.request({ method: 'personal_sign', params: [toHex('two'), ACCOUNT_0] })).to.match(/^0x[0-9a-f]{130}$/)
    })

    it("setApproval changes the mode; 'prompt' without an approver is refused", async () => {
      const created = await connected()
      created.setApproval('reject')
      expect((await rejectionOf(created.provider.request({ method: 'personal_sign', params: [toHex('x'), ACCOUNT_0] }))).code).to.equal(4001)
      expect(() => created.setApproval('prompt')).to.throw(/needs an approver/)
      expect(created.getState().approval).to.equal('reject')
    })
  })

  describe('signing', () => {
    it('personal_sign signs hex data with the account key (verified by viem)', async () => {
      const asked: ApprovalRequest[] = []
      const created = await connected({ approval: 'prompt', approver: async request => (asked.push(request), true) })
      const signature = (await created.provider.request({ method: 'personal_sign', params: [toHex('Hello sandbox'), ACCOUNT_0] })) as Hex
      expect(await verifyMessage({ address: ACCOUNT_0, message: 'Hello sandbox', signature })).to.equal(true)
      expect(asked.at(-1)).to.include({ method: 'personal_sign', summary: 'Sign message: "Hello sandbox"' })
    })

    it('personal_sign refuses another address (4100) and an unconnected site (4100)', async () => {
      const created = await connected()
      const other = await rejectionOf(created.provider.request({ method: 'personal_sign', params: [toHex('x'), RECEIVER] }))
      expect(other.code).to.equal(4100)
      const stranger = await rejectionOf(wallet().provider.request({ method: 'personal_sign', params: [toHex('x'), ACCOUNT_0] }))
      expect(stranger.code).to.equal(4100)
    })

    it('eth_signTypedData_v4 signs EIP-712 data (verified by viem) and refuses a domain on another chain', async () => {
      const created = await connected()
      const typedData = {
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'chainId', type: 'uint256' },
          ],
          Mail: [
            { name: 'to', type: 'address' },
            { name: 'contents', type: 'string' },
          ],
        },
        primaryType: 'Mail',
        domain: { name: 'Sandbox', chainId: 31337 },
        message: { to: RECEIVER, contents: 'hi' },
      } as const
      const signature = (await created.provider.request({
        method: 'eth_signTypedData_v4',
        params: [ACCOUNT_0, JSON.stringify(typedData)],
      })) as Hex
      const { EIP712Domain: _domainType, ...types } = typedData.types
      expect(await verifyTypedData({ address: ACCOUNT_0, ...typedData, types, signature })).to.equal(true)

      const otherChain = JSON.stringify({ ...typedData, domain: { name: 'Sandbox', chainId: 1 } })
      const error = await rejectionOf(created.provider.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, otherChain] }))
      expect(error.code).to.equal(-32602)
    })
  })

  describe('transactions and reads', () => {
    it('eth_sendTransaction signs locally, sends to the selected chain and moves the funds', async () => {
      const created = await connected({ chains: [alpha, beta], accountIndex: 2 })
      const from = created.getState().address
      await created.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(31338) }] })
      const client = createPublicClient({ transport: http(beta.rpcUrl) })
      const before = await client.getBalance({ address: RECEIVER })
      const hash = (await created.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from, to: RECEIVER, value: numberToHex(parseEther('0.25')) }],
      })) as Hex
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).to.equal('success')
      expect(receipt.from.toLowerCase()).to.equal(from.toLowerCase())
      expect((await client.getBalance({ address: RECEIVER })) - before).to.equal(parseEther('0.25'))
      // and through the provider's own forwarded read:
      const viaWallet = (await created.provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as { blockHash: Hex }
      expect(viaWallet.blockHash).to.equal(receipt.blockHash)
    })

    it('relays node errors with their JSON-RPC code (insufficient funds)', async () => {
      const created = await connected({ accountIndex: 20 }) // beyond anvil's 10 funded accounts
      const error = await rejectionOf(
        created.provider.request({
          method: 'eth_sendTransaction',
          params: [{ from: created.getState().address, to: RECEIVER, value: numberToHex(parseEther('1')) }],
        }),
      )
      expect(error.code).to.be.a('number').and.not.equal(4001)
      expect(error.message).to.match(/insufficient funds|exceeds the balance/i)
    })

    it('forwards reads to the current chain, and refuses methods a wallet must not expose (4200)', async () => {
      const { provider } = wallet()
      expect(await provider.request({ method: 'eth_getBalance', params: [RECEIVER, 'latest'] })).to.match(/^0x[0-9a-f]+$/)
      expect(await provider.request({ method: 'eth_blockNumber' })).to.match(/^0x[0-9a-f]+$/)
      for (const method of ['eth_sign', 'anvil_setBalance', 'wallet_sendCalls', 'toString']) {
        expect((await rejectionOf(provider.request({ method, params: [] }))).code, method).to.equal(4200)
      }
    })
  })

  describe('chains', () => {
    it('wallet_switchEthereumChain switches a known chain, emits chainChanged (hex) and reads from its node', async () => {
      // Give account 5 a transaction on Beta only, so its nonce tells the two nodes apart.
      const account5 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 5 })
      const betaNetwork = chains.chains[1]!.network
      await createWalletClient({ account: account5, chain: betaNetwork, transport: http(beta.rpcUrl) }).sendTransaction({
        to: RECEIVER,
        value: 1n,
      })
      const { provider } = wallet({ chains: [alpha, beta] })
      const nonce = () => provider.request({ method: 'eth_getTransactionCount', params: [account5.address, 'latest'] })
      const changes: Hex[] = []
      provider.on('chainChanged', chainId => changes.push(chainId))
      expect(await nonce()).to.equal('0x0')

      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
      expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x7a6a')
      expect(await provider.request({ method: 'net_version' })).to.equal('31338')
      expect(await nonce()).to.equal('0x1')
      expect(changes).to.deep.equal(['0x7a6a'])
    })

    it('answers 4902 for an unknown chain; after wallet_addEthereumChain it is selected and a switch succeeds', async () => {
      const { provider } = wallet({ chains: [alpha] })
      const unknown = await rejectionOf(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))
      expect(unknown.code).to.equal(4902)

      const changes: Hex[] = []
      provider.on('chainChanged', chainId => changes.push(chainId))
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6a',
            chainName: 'Sandbox Beta',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: [beta.rpcUrl],
          },
        ],
      })
      expect(changes).to.deep.equal(['0x7a6a'])
      expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x7a6a')
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
      expect(changes).to.deep.equal(['0x7a6a', '0x7a69', '0x7a6a'])
    })

    it('a rejected switch keeps the chain; bad params give -32602', async () => {
      const { provider } = wallet({ chains: [alpha, beta], approval: 'reject' })
      expect((await rejectionOf(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))).code).to.equal(4001)
      expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x7a69')
      const bad = await rejectionOf(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1' }] }))
      expect(bad.code).to.equal(-32602)
    })
  })
})
