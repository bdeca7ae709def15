import { expect } from 'chai'
import { checkAmount, checkPending, checkReceiver, previewBoundTo } from '../../../../../plugins/features/send/sendRules'
import type { PendingSend, SendForm, SendPreview, SendToken } from '../../../../../plugins/features/send/sendState'

const eth: SendToken = { id: 'native', symbol: 'ETH', decimals: 18, balance: '2.5' }
const sol: SendToken = { id: 'native', symbol: 'SOL', decimals: 9, balance: '1' }
const form = (amount: string, receiver = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', tokenId: string | null = 'native'): SendForm => ({
  amount,
  receiver,
  tokenId,
})
const message = (check: { ok: boolean; message?: string }) => (check.ok ? 'ok' : check.message)

describe('send rules (SPEC §5, §8)', () => {
  it('requires an amount and a receiver, then a token, with SPEC §8 texts verbatim', () => {
    expect(message(checkAmount({ namespace: 'eip155', form: form('', ''), token: eth }))).to.equal('An amount and receiver address are required')
    expect(message(checkAmount({ namespace: 'eip155', form: form('1', ''), token: eth }))).to.equal('An amount and receiver address are required')
    expect(message(checkAmount({ namespace: 'eip155', form: form('1', '0xabc', null), token: undefined }))).to.equal('A token is required')
  })

  it('sends on eip155, solana (SPEC §9) and bip122 (issue 29) only', () => {
    expect(message(checkAmount({ namespace: 'polkadot', form: form('1'), token: eth }))).to.equal('Unsupported chain')
    expect(checkAmount({ namespace: 'bip122', form: form('1'), token: { id: 'native', symbol: 'BTC', decimals: 8, balance: '5' } })).to.deep.equal({
      ok: true,
      value: 100_000_000n,
    })
    expect(message(checkAmount({ namespace: null, form: form('1'), token: eth }))).to.equal('Unsupported chain')
  })

  it('refuses zero, negative, non-numbers, too many decimals and more than the balance; converts to base units', () => {
    expect(message(checkAmount({ namespace: 'eip155', form: form('0'), token: eth }))).to.equal('Enter an amount above zero')
    expect(message(checkAmount({ namespace: 'eip155', form: form('0.000'), token: eth }))).to.equal('Enter an amount above zero')
    expect(message(checkAmount({ namespace: 'eip155', form: form('-1'), token: eth }))).to.equal('Enter an amount above zero')
    expect(message(checkAmount({ namespace: 'eip155', form: form('1e3'), token: eth }))).to.equal('Enter the amount as a number, like 0.5')
    expect(message(checkAmount({ namespace: 'solana', form: form('0.0000000001'), token: sol }))).to.equal('Too many decimals for this token')
    expect(message(checkAmount({ namespace: 'eip155', form: form('2.6'), token: eth }))).to.equal('Insufficient balance')
    expect(checkAmount({ namespace: 'eip155', form: form('2.5'), token: eth })).to.deep.equal({ ok: true, value: 2_500_000_000_000_000_000n })
    expect(checkAmount({ namespace: 'solana', form: form('.5'), token: sol })).to.deep.equal({ ok: true, value: 500_000_000n })
  })

  it('checks the receiver against the active namespace: checksum, the other namespace, base58 junk, names', () => {
    expect(checkReceiver('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).to.deep.equal({
      ok: true,
      value: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    })
    expect(checkReceiver('eip155', 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).to.deep.equal({
      ok: true,
      value: { address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' },
    })
    expect(message(checkReceiver('eip155', '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'))).to.equal(
      'This address has a wrong checksum: check it was copied whole',
    )
    expect(message(checkReceiver('eip155', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'))).to.equal(
      'This is a Solana address: switch to a Solana network to send to it',
    )
    expect(message(checkReceiver('solana', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'))).to.equal(
      'This is an EVM address: switch to an EVM network to send to it',
    )
    expect(message(checkReceiver('solana', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'))).to.equal('Not a valid Solana address')
    expect(message(checkReceiver('eip155', 'hello'))).to.equal('Not a valid EVM address')
    expect(checkReceiver('eip155', 'alice.sandbox.eth')).to.deep.equal({ ok: true, value: { name: 'alice.sandbox.eth' } })
  })

  it("takes a Bitcoin address by its shape on bip122 (its checksum and network are the chain code's to check), refuses an EVM address, a name or junk", () => {
    const addresses = [
      'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
      'bc1pxwww0ct9ue7e8tdnlmug5m2tamfn7q06sahstg39ys4c9f3340qqxrdu9k',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ]
    for (const address of addresses) expect(checkReceiver('bip122', ` ${address} `)).to.deep.equal({ ok: true, value: { address } })
    expect(message(checkReceiver('bip122', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'))).to.equal(
      'This is an EVM address: switch to an EVM network to send to it',
    )
    expect(message(checkReceiver('bip122', 'alice.sandbox.eth'))).to.equal('Not a valid Bitcoin address')
    expect(message(checkReceiver('bip122', 'bcrt1qIOb'))).to.equal('Not a valid Bitcoin address')
  })

  it('compares the amount with a balance written in exponent form (either sign) instead of throwing', () => {
    const tiny: SendToken = { ...eth, balance: '1.2e-7' }
    expect(message(checkAmount({ namespace: 'eip155', form: form('1'), token: tiny }))).to.equal('Insufficient balance')
    expect(checkAmount({ namespace: 'eip155', form: form('0.00000012'), token: tiny })).to.deep.equal({ ok: true, value: 120_000_000_000n })
    expect(checkAmount({ namespace: 'eip155', form: form('1500'), token: { ...eth, balance: '1.5E+3' } })).to.deep.equal({
      ok: true,
      value: 1500n * 10n ** 18n,
    })
    expect(message(checkAmount({ namespace: 'eip155', form: form('1'), token: { ...eth, balance: 'junk' } }))).to.equal('Insufficient balance')
  })

  const preview: SendPreview = {
    caipNetworkId: 'eip155:31337',
    from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    receiverName: null,
    token: eth,
    amount: '1',
    value: '1000000000000000000',
    fee: '0.0001',
    feeSymbol: 'ETH',
    gas: '21000',
  }

  it('binds a preview to its chain and account: another chain, another account or none breaks it', () => {
    expect(previewBoundTo(preview, { caipNetworkId: 'eip155:31337', address: preview.from.toLowerCase() })).to.equal(true)
    expect(previewBoundTo(preview, { caipNetworkId: 'eip155:31338', address: preview.from })).to.equal(false)
    expect(previewBoundTo(preview, { caipNetworkId: 'eip155:31337', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).to.equal(false)
    expect(previewBoundTo(preview, { caipNetworkId: 'eip155:31337', address: null })).to.equal(false)
    expect(previewBoundTo(preview, { caipNetworkId: null, address: preview.from })).to.equal(false)
    // base58 is case-sensitive
    const solana = { caipNetworkId: 'solana:localnet', from: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }
    expect(previewBoundTo(solana, { caipNetworkId: 'solana:localnet', address: solana.from.toLowerCase() })).to.equal(false)
  })

  it('offers no new send while one from the account on the chain awaits its receipt, nor past 99 pending (SPEC §9)', () => {
    const origin = { caipNetworkId: preview.caipNetworkId, address: preview.from }
    const pendingOn = (caipNetworkId: string, index: number): PendingSend => ({
      txId: `0x${index}`,
      preview: { ...preview, caipNetworkId: caipNetworkId as SendPreview['caipNetworkId'] },
      explorerUrl: null,
    })
    expect(checkPending([], origin).ok).to.equal(true)
    expect(message(checkPending([pendingOn('eip155:31337', 1)], origin))).to.equal(
      'A transaction sent from this account is not confirmed yet. Wait for it, or check it on the explorer, before sending again.',
    )
    expect(checkPending([pendingOn('eip155:31338', 1)], origin).ok).to.equal(true)
    const others = (count: number) => Array.from({ length: count }, (_, index) => pendingOn(`eip155:${index + 1}`, index))
    expect(checkPending(others(98), origin).ok).to.equal(true)
    expect(message(checkPending(others(99), origin))).to.equal('99 transactions are still pending. Wait for some to be confirmed before sending again.')
  })
})
