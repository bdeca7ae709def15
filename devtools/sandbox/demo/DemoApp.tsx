import { useState } from 'react'
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import type { AppKit } from '../../../core'
import { AppKitButton, NetworkButton, useAppKit, useAppKitAccount, useAppKitBalances, useAppKitNetwork, useAppKitTheme } from '../../../react'
import { sandboxErc20 } from '../tokens/sandboxTokens'
import { setAnalyticsConsent } from '../../../plugins/features/analytics/analyticsActions'
import { DEMO_CSS } from './demoStyles'

/** Sandbox account #1 (anvil's second well-known account): the demo's token transfers go there. */
const TOKEN_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SUSD = sandboxErc20('SUSD')

/** What a visitor of an ordinary site sees: a header with the buttons, and the account in use. */
export function DemoApp({ appKit }: { appKit: AppKit }) {
  const { address, caipAddress, isConnected, status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { open } = useAppKit()
  const [result, setResult] = useState('')
  const [consentAsked, setConsentAsked] = useState(appKit.options.analytics.consent === 'pending')
  const answerConsent = (consent: 'granted' | 'denied') => () => {
    setAnalyticsConsent(appKit, consent)
    setConsentAsked(false)
  }

  const run = (label: string, action: () => Promise<string>) => () =>
    action().then(
      value => setResult(`${label}: ${value}`),
      (error: Error & { shortMessage?: string }) => setResult(`${label} failed: ${error.shortMessage ?? error.message}`),
    )

  return (
    <>
      <style>{DEMO_CSS}</style>
      <header>
        <h1>Vestibule demo</h1>
        {isConnected && <NetworkButton />}
        <AppKitButton />
      </header>
      {/* In the page's flow under its header, as a site's own cookie banner: it covers nothing. */}
      {consentAsked && (
        <aside aria-label="Analytics consent" className="consent">
          <p>This demo would like to send usage analytics (to the local sandbox).</p>
          <button type="button" onClick={answerConsent('granted')}>
            Allow analytics
          </button>
          <button type="button" onClick={answerConsent('denied')}>
            Refuse analytics
          </button>
        </aside>
      )}
      <main>
        <section aria-labelledby="account-title">
          <h2 id="account-title">Account</h2>
          <dl>
            <dt>Status</dt>
            <dd>{status}</dd>
            <dt>Address</dt>
            <dd>{address ?? '—'}</dd>
            <dt>CAIP address</dt>
            <dd>{caipAddress ?? '—'}</dd>
            <dt>Network</dt>
            <dd>{caipNetwork ? `${caipNetwork.name} (${caipNetwork.caipNetworkId})` : '—'}</dd>
          </dl>
        </section>
        {/* `?portfolio`: the host's own account page from the hooks; off by default, so a replayed log (devtools) sees no extra requests. */}
        {isConnected && new URLSearchParams(location.search).has('portfolio') && <DemoPortfolio />}
        <section aria-labelledby="actions-title">
          <h2 id="actions-title">Try it</h2>
          <div className="actions">
            <button type="button" onClick={() => open()}>
              Open modal
            </button>
            <button type="button" onClick={() => open({ view: 'Networks' })}>
              Choose network
            </button>
            <button type="button" disabled={!isConnected} onClick={run('Signature', () => appKit.signMessage({ message: 'Hello from the Vestibule demo' }))}>
              Sign a message
            </button>
            <button
              type="button"
              disabled={!isConnected}
              onClick={run('Transaction', async () =>
                String(
                  await appKit.request({ method: 'eth_sendTransaction', params: [{ from: address ?? null, to: address ?? null, value: '0x2386f26fc10000' }] }),
                ),
              )}
            >
              Send 0.01 ETH to myself
            </button>
            <button
              type="button"
              disabled={!isConnected}
              onClick={run('Token transfer', async () => {
                const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [TOKEN_RECIPIENT, parseUnits('1.5', SUSD.decimals)] })
                return String(await appKit.request({ method: 'eth_sendTransaction', params: [{ from: address ?? null, to: SUSD.address, data }] }))
              })}
            >
              Send 1.5 {SUSD.symbol} to account #1
            </button>
            <button type="button" disabled={!isConnected} onClick={() => open({ view: 'RegisterAccountName' })}>
              Register a name
            </button>
            <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
              {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
            </button>
          </div>
          <output aria-live="polite">{result}</output>
        </section>
      </main>
    </>
  )
}

/** A host's own account page, drawn from the portfolio hook (issue 12), outside the modal. */
function DemoPortfolio() {
  const { tokens, totalValue, status } = useAppKitBalances()
  return (
    <section aria-labelledby="portfolio-title">
      <h2 id="portfolio-title">Portfolio (useAppKitBalances)</h2>
      {status === 'error' && <p>Token Balance Unavailable</p>}
      <ul aria-label="Portfolio tokens">
        {tokens.map(token => (
          <li key={token.address ?? token.symbol}>
            {token.symbol}: {token.quantity.numeric}
          </li>
        ))}
      </ul>
      <p>Total: ${totalValue.toFixed(2)}</p>
    </section>
  )
}
