import { expect } from 'chai'
import { toErrorRecord, toTrackRecord, type RecordContext } from '../../../../../plugins/features/analytics/toAnalyticsRecord'

const EVM = '52908400098527886E0F7030069857D2E4169EE7'
const SOLANA = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
const SIGNATURE = `0x${'ab'.repeat(65)}`
const PAIRING = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'58'.repeat(32)}`
const PAGE = `https://shop.example/checkout?email=visitor%40example.com&wallet=${SOLANA}#access_token=opaque-123`

const context = (overrides: Partial<RecordContext> = {}): RecordContext => ({
  now: 1,
  eventId: 'e1',
  url: PAGE,
  includeAddress: false,
  includeEmail: false,
  ...overrides,
})

describe('analytics records (SPEC §7 POST /e body): what never leaves', () => {
  it('sends the page URL without its query and fragment, and its host as the domain', () => {
    const record = toTrackRecord({ event: 'MODAL_OPEN' }, context())
    expect(record.url).to.equal('https://shop.example/checkout')
    expect(record.domain).to.equal('shop.example')
    expect(JSON.stringify(record)).to.not.match(/visitor|opaque-123|access_token/)
  })

  it('scrubs addresses of every namespace: EVM with and without 0x, Solana base58, in CAIP-10 too; keeps network ids', () => {
    const record = toTrackRecord(
      {
        event: 'SEARCH',
        properties: {
          a: `0x${EVM}`,
          b: EVM.toLowerCase(),
          c: `to ${SOLANA}.`,
          d: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA}`,
          network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          name: 'MetaMask',
        },
      },
      context(),
    )
    const body = JSON.stringify(record)
    expect(body).to.not.match(new RegExp(`${EVM}|${SOLANA}`, 'i'))
    expect(record.props.properties).to.deep.equal({
      a: '[address]',
      b: '[address]',
      c: 'to [address].',
      d: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:[address]',
      network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'MetaMask',
    })
  })

  it('scrubs emails typed or URL-encoded, and secrets whatever the opt-ins: signatures, pairing URIs, tokens, URL queries', () => {
    const error = {
      name: 'Error',
      message: 'm',
      shortMessage: `Login failed for visitor@example.com (redirect https://host.example/cb?user=other%40example.org#id_token=x)`,
      stack: `Error: bad ${SIGNATURE}\n at deep link metamask://wc?uri=${encodeURIComponent(PAIRING)}\n session eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2ln`,
      category: 'INTERNAL_SDK_ERROR' as const,
    }
    for (const opted of [context(), context({ includeAddress: true, includeEmail: true })]) {
      const body = JSON.stringify(toErrorRecord(error, opted))
      for (const secret of [SIGNATURE.slice(2, 30), 'symKey', '7f7f7f7f', 'eyJ', 'id_token', 'other%40']) expect(body, secret).to.not.include(secret)
    }
    const body = JSON.stringify(toErrorRecord(error, context()))
    expect(body).to.not.include('visitor@example.com')
    expect(body).to.include('https://host.example/cb)')
  })

  it('sends the address and email when the integrator opted in', () => {
    const record = toTrackRecord(
      { event: 'X', properties: { q: `0x${EVM} visitor@example.com` } },
      context({ includeAddress: true, includeEmail: true, address: `0x${EVM}` }),
    )
    expect(record.props.properties).to.deep.equal({ q: `0x${EVM} visitor@example.com` })
    expect(record.props.address).to.equal(`0x${EVM}`)
  })
})
