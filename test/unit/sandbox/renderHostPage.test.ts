import { expect } from 'chai'
import { assetUrl } from '../../../devtools/sandbox/page/assetUrl'
import { renderHostPage } from '../../../devtools/sandbox/page/renderHostPage'
import type { SandboxHostConfig } from '../../../devtools/sandbox/sandboxHostConfig'

const CONFIG: SandboxHostConfig = {
  apiUrl: 'http://127.0.0.1:4000',
  chains: [{ chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Sandbox </script><b>Alpha', rpcUrl: 'http://127.0.0.1:8545' }],
  approval: 'prompt',
}

describe('renderHostPage', () => {
  const html = renderHostPage({ config: CONFIG, walletScript: '/assets/wallet/sandbox-wallet.js', moduleScripts: ['/assets/app/main.js'], stylesheets: [] })

  it('injects the config, then the wallet script, then the app module, in that order', () => {
    const config = html.indexOf('window.__VESTIBULE_SANDBOX__ = ')
    const wallet = html.indexOf('<script src="/assets/wallet/sandbox-wallet.js"></script>')
    const app = html.indexOf('<script type="module" src="/assets/app/main.js"></script>')
    expect(config).to.be.greaterThan(0)
    expect(wallet).to.be.greaterThan(config)
    expect(app).to.be.greaterThan(wallet)
  })

  it('escapes the config so a value cannot close the script tag', () => {
    expect(html).to.not.include('</script><b>')
    const json = /window\.__VESTIBULE_SANDBOX__ = (.*);<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json!)).to.deep.equal(CONFIG)
  })

  it("holds a React root by default, or the page's own markup (AppKit's elements in its HTML) before the scripts", () => {
    expect(renderHostPage({ config: CONFIG, walletScript: '/w.js', moduleScripts: ['/m.js'], stylesheets: [] })).to.include('<div id="root"></div>')
    const own = renderHostPage({
      config: CONFIG,
      walletScript: '/w.js',
      moduleScripts: ['/m.js'],
      stylesheets: [],
      body: '<appkit-button size="sm"></appkit-button>',
    })
    expect(own).to.not.include('<div id="root"></div>')
    expect(own.indexOf('<appkit-button size="sm"></appkit-button>')).to.be.lessThan(own.indexOf('<script type="module" src="/m.js">'))
  })
})

describe('assetUrl', () => {
  it('maps a built file under the served folder to its URL, and refuses one outside it', () => {
    expect(assetUrl('/tmp/out/app/chunks/a-1.js', '/tmp/out', '/assets')).to.equal('/assets/app/chunks/a-1.js')
    expect(assetUrl('/tmp/elsewhere/a.js', '/tmp/out', '/assets')).to.equal(undefined)
  })
})
