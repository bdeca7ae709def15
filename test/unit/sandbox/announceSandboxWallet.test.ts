import { expect } from 'chai'
import { announceSandboxWallet } from '../../../devtools/sandbox/wallet/announceSandboxWallet'
import { createSandboxWallet } from '../../../devtools/sandbox/wallet/createSandboxWallet'
import type { EIP6963ProviderInfo, SandboxWalletProvider } from '../../../devtools/sandbox/wallet/sandboxWalletTypes'

type Detail = { info: EIP6963ProviderInfo; provider: SandboxWalletProvider }

describe('announceSandboxWallet (EIP-6963)', () => {
  // No node needed: announcing never calls the provider.
  const wallet = createSandboxWallet({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Sandbox Alpha' }], approval: 'auto' })

  function listen(target: EventTarget): Detail[] {
    const details: Detail[] = []
    target.addEventListener('eip6963:announceProvider', event => details.push((event as CustomEvent<Detail>).detail))
    return details
  }

  it('announces once at once with a frozen { info, provider } detail', () => {
    const target = new EventTarget()
    const details = listen(target)
    announceSandboxWallet(wallet.provider, wallet.info, { target })
    expect(details).to.have.length(1)
    const [detail] = details
    expect(detail!.provider).to.equal(wallet.provider)
    expect(detail!.info).to.include({ name: 'Sandbox Wallet', rdns: 'dev.vestibule.sandbox' })
    expect(detail!.info.icon).to.match(/^data:image\/svg\+xml,/)
    expect(detail!.info.uuid).to.match(/^[0-9a-f-]{36}$/)
    expect(Object.isFrozen(detail)).to.equal(true)
    expect(Object.isFrozen(detail!.info)).to.equal(true)
  })

  it('announces again on every eip6963:requestProvider until stopped', () => {
    const target = new EventTarget()
    const details = listen(target)
    const announcement = announceSandboxWallet(wallet.provider, wallet.info, { target })
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).to.have.length(3)
    announcement.stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).to.have.length(3)
  })

  it('sets window.ethereum only when injectLegacy is asked for', () => {
    const plain = new EventTarget()
    announceSandboxWallet(wallet.provider, wallet.info, { target: plain })
    expect((plain as { ethereum?: unknown }).ethereum).to.equal(undefined)
    const legacy = new EventTarget()
    announceSandboxWallet(wallet.provider, wallet.info, { target: legacy, injectLegacy: true })
    expect((legacy as { ethereum?: unknown }).ethereum).to.equal(wallet.provider)
  })
})
