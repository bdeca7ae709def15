import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { createMemoryKeyValueStorage } from '../../../../devtools/sandbox/phoneWallet/memoryKeyValueStorage'

export type DappClient = Awaited<ReturnType<typeof SignClient.init>>

/** A real dapp-side client on the local relay: in-memory storage, its own core, no telemetry. */
export async function createDappClient(relayUrl: string): Promise<DappClient> {
  return SignClient.init({
    projectId: 'vestibule-sandbox',
    relayUrl,
    metadata: { name: 'Test Dapp', description: 'phone wallet test', url: 'http://localhost:5173', icons: [] },
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `test-dapp-${randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
}

/** Stops the heartbeat and closes the socket: the client leaves nothing running behind. */
export async function closeDappClient(client: DappClient | undefined): Promise<void> {
  if (!client) return
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose()
}
