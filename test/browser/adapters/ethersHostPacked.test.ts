import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, verifyMessage, type Hash } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { newPage } from '../harness'
import { appState, waitForState } from '../appState'
import { viteHostSuite } from '../package/viteHost'
import { actionResult, modalDialog, openHost, WAIT_MS, waitForInfo } from './hostApp'

const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const RECEIVER = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 5 }).address

// The ethers v6 host (test/browser/adapters/ethersHost/) as a user builds it: the library built and
// packed, installed offline beside ethers 6, React and viem only (no optional peer), bundled with
// Vite 5 (AppKit's examples' Vite), and served on the sandbox with its browser wallet.
describe('ethers v6 host built with Vite from the packed package', function () {
  this.timeout(300_000)
  const host = viteHostSuite({ sources: 'test/browser/adapters/ethersHost', name: 'ethers-host', dependencies: ['ethers', 'react', 'react-dom', 'viem'] })

  it("connects in the modal; ethers' BrowserProvider signs, transfers SUSD and follows a network switch through the wallet's provider; a reload restores the connection", async () => {
    const t = await newPage()
    const susd = sandboxErc20('SUSD')
    await openHost(t, `${host.url}/?token=${susd.address}&to=${RECEIVER}`, 'status', 'disconnected')
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modalDialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await waitForInfo(t.page, 'status', 'connected')
    await waitForInfo(t.page, 'address', ACCOUNT)

    await t.page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await actionResult(t.page, 'Signature')) as Hash
    expect(await verifyMessage({ address: ACCOUNT, message: 'Hello from an ethers host', signature })).to.equal(true)

    const chain = host.sandbox.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const balanceOf = () => client.readContract({ address: susd.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] })
    const before = await balanceOf()
    await t.page.getByRole('button', { name: 'Transfer 1.5 SUSD' }).click()
    const hash = (await actionResult(t.page, 'Transfer')) as Hash
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: WAIT_MS })
    expect(receipt.status).to.equal('success')
    expect(receipt.from.toLowerCase()).to.equal(ACCOUNT.toLowerCase())
    expect(await balanceOf()).to.equal(before + 1_500_000n)

    const second = host.sandbox.chains[1]!
    await t.page.getByRole('button', { name: 'Switch to the second chain' }).click()
    expect(await actionResult(t.page, 'Switched')).to.equal(String(second.chainId))
    await waitForState(t.page, 'activeCaipNetworkId', `eip155:${second.chainId}`, WAIT_MS)
    await waitForInfo(t.page, 'chainId', second.chainId)

    await t.page.reload()
    await waitForInfo(t.page, 'status', 'connected')
    await waitForInfo(t.page, 'address', ACCOUNT)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', WAIT_MS)
    // The restored connection is on the wallet's chain, and ethers signs through it again.
    const restoredOn = Number((await appState<string>(t.page, 'accounts.eip155.caipAddress')).split(':')[1])
    expect(restoredOn).to.equal(
      await t.page.evaluate(() => (window as unknown as { __sandboxWallet: { getState(): { chainId: number } } }).__sandboxWallet.getState().chainId),
    )
    await t.page.getByRole('button', { name: 'Sign message' }).click()
    const again = (await actionResult(t.page, 'Signature')) as Hash
    expect(await verifyMessage({ address: ACCOUNT, message: 'Hello from an ethers host', signature: again })).to.equal(true)
    expect(t.pageErrors).to.deep.equal([])
  })
})
