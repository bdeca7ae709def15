/**
 * `npm start`: the local sandbox and the demo page, all on loopback.
 * Prints one `name: url` line per service (page, rpc …, esplora bip122:… (the local Bitcoin chain's
 * Esplora API), api, relay, phone, secure site, inbox), then
 * one `erc20 SYMBOL: address` / `erc721 SYMBOL: address` line per sandbox token contract, then the
 * market router's, and stops
 * everything on SIGINT/SIGTERM. `phone` is the page where a person plays the
 * WalletConnect wallet: paste the dapp's URI there. `secure site` serves the embedded wallet's
 * frame on its own origin; `inbox` shows the email login codes it sends.
 *
 *   PORT        page port (default 5173)
 *   API_PORT    API server port (default: any free port)
 *   RELAY_PORT  WalletConnect relay port (default: any free port)
 *   DEMO_ENTRY  app entry to serve instead of devtools/sandbox/demo/main.tsx (a test fixture, a bench page)
 */
import { startDemo } from './startDemo'
import { SANDBOX_TOKEN_CONTRACTS } from './tokens/sandboxTokens'
import { SANDBOX_MARKET_CHAIN, SANDBOX_ROUTER } from './market/sandboxMarket'

const port = Number(process.env.PORT ?? 5173)
const apiPort = process.env.API_PORT ? Number(process.env.API_PORT) : undefined
const relayPort = process.env.RELAY_PORT ? Number(process.env.RELAY_PORT) : undefined
const entry = process.env.DEMO_ENTRY || undefined

try {
  const demo = await startDemo({ port, apiPort, relayPort, entry })
  for (const service of demo.services) console.log(`${service.name}: ${service.url}`)
  // The same addresses on every local chain (tokens/sandboxTokens.ts).
  for (const token of SANDBOX_TOKEN_CONTRACTS) console.log(`${token.kind} ${token.symbol}: ${token.address}`)
  // The swap router of the local market (market/sandboxMarket.ts), which the convert routes quote from.
  console.log(`market router eip155:${SANDBOX_MARKET_CHAIN.chainId}: ${SANDBOX_ROUTER}`)

  let stopping = false
  const shutdown = (): void => {
    // A second Ctrl-C while stopping is ignored; the exit-time reaper is the backstop for anvil.
    if (stopping) return
    stopping = true
    demo.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
