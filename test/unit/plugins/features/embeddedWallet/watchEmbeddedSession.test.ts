import { expect } from 'chai'
import sinon from 'sinon'
import type { ConnectorContext } from '../../../../../core/pluginKit'
import type { EmbeddedWalletClient } from '../../../../../plugins/features/embeddedWallet/embeddedWalletClient'
import { watchEmbeddedSession } from '../../../../../plugins/features/embeddedWallet/watchEmbeddedSession'

const ACCOUNTS = [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' as const }]

/** A client whose SESSION_UPDATE the test sends, and a document whose visibility it changes. */
function setup(reloaded: boolean | undefined = false) {
  let listener: ((update: { connected: boolean }) => void) | undefined
  const client = {
    onSessionUpdate: (next: typeof listener) => {
      listener = next
      return () => void (listener = undefined)
    },
    connection: sinon.stub().resolves({ namespace: 'eip155', accounts: ACCOUNTS, caipNetworkId: 'eip155:1' }),
    reload: sinon.stub().resolves(reloaded),
  }
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document
  const ctx = { logger: { warn: sinon.stub() } } as unknown as ConnectorContext
  const on = { ended: sinon.stub(), accounts: sinon.stub() }
  const stop = watchEmbeddedSession(ctx, client as unknown as EmbeddedWalletClient, on, doc)
  const update = (connected: boolean) => listener?.({ connected })
  const settle = () => new Promise(resolve => setTimeout(resolve, 0))
  return { client, doc, on, stop, update, settle, listening: () => listener !== undefined }
}

describe('embedded wallet session watch (SPEC §4 SESSION_UPDATE, RELOAD)', () => {
  it('a signed-out SESSION_UPDATE ends the connection at once, without asking the frame', async () => {
    const { client, on, update, settle } = setup()
    update(false)
    await settle()
    expect(on.ended.calledOnce).to.equal(true)
    expect(client.connection.called).to.equal(false)
  })

  it("a SESSION_UPDATE that is still signed in reads the frame's user and reports its accounts", async () => {
    const { on, update, settle } = setup()
    update(true)
    await settle()
    expect(on.accounts.calledOnceWithExactly(ACCOUNTS)).to.equal(true)
    expect(on.ended.called).to.equal(false)
  })

  it('the visitor coming back to the page asks the frame to RELOAD, and a session gone there ends the connection', async () => {
    const { client, doc, on, settle } = setup(false)
    doc.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(client.reload.calledOnce).to.equal(true)
    expect(on.ended.calledOnce).to.equal(true)
  })

  it('stops following once stopped', async () => {
    const { client, doc, on, stop, update, settle, listening } = setup()
    stop()
    update(false)
    doc.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(listening()).to.equal(false)
    expect(client.reload.called).to.equal(false)
    expect(on.ended.called).to.equal(false)
  })
})
