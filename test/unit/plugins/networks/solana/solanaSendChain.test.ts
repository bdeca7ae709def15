import * as web3 from '@solana/web3.js'
import * as splToken from '@solana/spl-token'
import { expect } from 'chai'
import { Subject } from 'rxjs'
import sinon from 'sinon'
import type { CaipNetwork, PluginContext } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import { OffCurveReceiverError } from '../../../../../plugins/features/send/sendChain'
import type { SendToken } from '../../../../../plugins/features/send/sendState'
import { solanaSendChain } from '../../../../../plugins/networks/solana/solanaSendChain'

const { Keypair, PublicKey } = web3
const network = {
  id: 'localnet',
  name: 'Sandbox Solana',
  caipNetworkId: 'solana:localnet',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  // Nothing listens there: the refusal must come before any read.
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
} as unknown as CaipNetwork

describe('solanaSendChain: a token receiver off the curve (a token account or program address) is refused', () => {
  const owner = Keypair.generate().publicKey
  const mint = Keypair.generate().publicKey
  const token: SendToken = { id: mint.toBase58(), symbol: 'SBX', decimals: 6, balance: '1000' }
  // A program address (PDA) and a token account: neither has a key that could move tokens.
  const pda = PublicKey.findProgramAddressSync([Buffer.from('vault')], splToken.TOKEN_PROGRAM_ID)[0]
  const tokenAccount = splToken.getAssociatedTokenAddressSync(mint, owner)

  function chain() {
    const dispatch = sinon.spy()
    const ctx = { dispatch, events$: new Subject(), signal: new AbortController().signal } as unknown as PluginContext
    const rpc = { request: sinon.stub().rejects(new Error('no read expected')) } as unknown as RpcClient
    return { chain: solanaSendChain({ ctx, network, rpc }, { web3, splToken }), dispatch, rpc }
  }

  for (const [name, receiver] of [
    ['a program address', pda],
    ['a token account', tokenAccount],
  ] as const) {
    it(`refuses ${name} before any read, and the wallet is never asked`, async () => {
      expect(PublicKey.isOnCurve(receiver.toBytes())).to.equal(false)
      const { chain: send, dispatch } = chain()
      const read = sinon.stub(web3.Connection.prototype, 'getLatestBlockhash').rejects(new Error('no read expected'))
      try {
        const failures = await Promise.all([
          send.estimateFee({ from: owner.toBase58(), to: receiver.toBase58(), token, value: 1_000_000n }).catch((error: unknown) => error),
          send.send({ from: owner.toBase58(), to: receiver.toBase58(), token, value: 1_000_000n }).catch((error: unknown) => error),
        ])
        for (const failure of failures) expect(failure).to.be.instanceOf(OffCurveReceiverError)
        expect(read.callCount).to.equal(0)
        expect(dispatch.callCount).to.equal(0)
      } finally {
        read.restore()
      }
    })
  }

  it('lets a wallet address (on the curve) through to the fee read, and SOL to a program address (it can hold lamports)', async () => {
    const { chain: send } = chain()
    const read = sinon.stub(web3.Connection.prototype, 'getLatestBlockhash').rejects(new Error('offline'))
    try {
      const failure = await send
        .estimateFee({ from: owner.toBase58(), to: Keypair.generate().publicKey.toBase58(), token, value: 1_000_000n })
        .catch((error: unknown) => error)
      expect((failure as Error).message).to.equal('offline')
      expect(read.callCount).to.equal(1)
      const sol: SendToken = { id: 'native', symbol: 'SOL', decimals: 9, balance: '2' }
      expect(
        ((await send.estimateFee({ from: owner.toBase58(), to: pda.toBase58(), token: sol, value: 1n }).catch((error: unknown) => error)) as Error).message,
      ).to.equal('offline')
    } finally {
      read.restore()
    }
  })
})
