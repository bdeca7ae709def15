import { expect } from 'chai'
import type { EventInput, VestibuleEvent } from '../../../../core'
import type { JsonValue } from '../../../../core/events/eventMap'
import { createEventRedactor, REDACTED, redactLogDocument, redactState } from '../../../../core/log/redactLog'
import { initialState } from '../../../../core/state/state'
import { toErrorRecord, toTrackRecord } from '../../../../plugins/features/analytics/toAnalyticsRecord'
import { stamp } from '../foldEvents'
import { createRandom, type Random } from './hostile'

const CASES = 400

const HEX = '0123456789abcdef'
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const LOWER = 'abcdefghijklmnopqrstuvwxyz'

const chars = (random: Random, alphabet: string, length: number) => Array.from({ length }, () => alphabet[random.int(alphabet.length)]).join('')
const mixedCase = (random: Random, hex: string) => [...hex].map(c => (random.chance(0.5) ? c.toUpperCase() : c)).join('')

/** What stands between a secret and the text around it in a message, a link or a trace. */
const SEPARATORS = [' ', ', ', '=', ': ', '"', '(', ')', '\n', '/', '[', ']', '\t', ' - ']
/** Text around a secret: ordinary words that must still be there after redaction. */
const WORDS = ['Signature declined', 'Swap complete', 'Connection failed', 'retry later', 'at handler (main.js:10:5)', 'Sandbox Alpha', 'value']

/** A secret, the text it is written as, and the parts of it that must not survive. */
interface Secret {
  readonly text: string
  readonly cores: readonly string[]
}

function signature(random: Random): Secret {
  const body = chars(random, HEX, 130)
  return { text: `0x${random.chance(0.3) ? mixedCase(random, body) : body}`, cores: [body.slice(0, 40)] }
}

function email(random: Random): Secret {
  const local = `${chars(random, LOWER, 1)}${chars(random, `${LOWER}0123456789._+-`, random.int(12))}`
  const domain = `${chars(random, LOWER, 1 + random.int(8))}.${chars(random, LOWER, 2 + random.int(4))}`
  const at = random.pick(['@', '%40', '%2540'])
  return { text: `${local}${at}${domain}`, cores: [`${local}@${domain}`, `${local}%40${domain}`, `${local}%2540${domain}`, `@${domain}`, `%40${domain}`] }
}

function pairingUri(random: Random): Secret {
  const topic = chars(random, HEX, 64)
  const symKey = chars(random, HEX, 64)
  const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1700000300`
  const written = random.pick([uri, encodeURIComponent(uri), encodeURIComponent(encodeURIComponent(uri))])
  const link = random.pick(['', 'metamask://wc?uri=', 'https://link.wallet.example/wc?uri=', 'trust://wc?uri='])
  return { text: `${link}${written}`, cores: [symKey, topic] }
}

function jwt(random: Random): Secret {
  const payload = chars(random, BASE64URL, 8 + random.int(40))
  return { text: `eyJ${chars(random, BASE64URL, 6 + random.int(20))}.eyJ${payload}.${chars(random, BASE64URL, 10 + random.int(30))}`, cores: [payload] }
}

const TEXT_SECRETS = [signature, email, pairingUri, jwt]

/** A secret written alone, or inside a sentence, a link or a trace. */
function embedded(random: Random, secret: Secret): string {
  if (random.chance(0.3)) return secret.text
  return `${random.pick(WORDS)}${random.pick(SEPARATORS)}${secret.text}${random.pick(SEPARATORS)}${random.pick(WORDS)}`
}

/** Ordinary data no rule may touch: hashes, addresses, versions, calldata, URLs, words. */
function ordinary(random: Random): unknown {
  switch (random.int(8)) {
    case 0:
      return `0x${chars(random, HEX, 64)}`
    case 1:
      return `0x${chars(random, HEX, 40)}`
    case 2:
      return `0x${chars(random, HEX, 8 + 64 * (1 + random.int(4)))}`
    case 3:
      return `@walletconnect/core@2.${random.int(30)}.${random.int(10)}`
    case 4:
      return `https://example.com/path/${random.int(99)}?page=${random.int(9)}`
    case 5:
      return random.int(1_000_000)
    case 6:
      return random.pick(['eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    default:
      return random.pick(WORDS)
  }
}

const BENIGN_KEYS = ['a', 'data', 'items', 'note', 'details', 'value', 'info', 'list', 'x', 'payload', 'reason']
/** Keys that name a secret: their value goes whatever it looks like. */
const SECRET_KEYS = [
  { key: 'otp', label: REDACTED.otp },
  { key: 'primaryOtp', label: REDACTED.otp },
  { key: 'email', label: REDACTED.email },
  { key: 'sessionToken', label: REDACTED.credential },
  { key: 'accessToken', label: REDACTED.credential },
  { key: 'signature', label: REDACTED.signature },
]

type Path = (string | number)[]
interface Planted {
  readonly value: unknown
  readonly secrets: Secret[]
  /** Where ordinary values sit, and what they are. */
  readonly kept: { path: Path; value: unknown }[]
  /** Where secrets named by their key sit, and the label they must read. */
  readonly labelled: { path: Path; label: string }[]
}

/** A random JSON tree with secrets and ordinary values planted at random depths. */
function plant(random: Random): Planted {
  const planted: Planted = { value: undefined, secrets: [], kept: [], labelled: [] }
  const grow = (depth: number, path: Path): unknown => {
    const roll = random.int(depth > 4 ? 3 : 5)
    if (roll === 0) {
      const secret = random.pick(TEXT_SECRETS)(random)
      planted.secrets.push(secret)
      return embedded(random, secret)
    }
    if (roll === 1 || roll === 2) {
      const value = ordinary(random)
      planted.kept.push({ path, value })
      return value
    }
    if (roll === 3) return Array.from({ length: 1 + random.int(3) }, (_, i) => grow(depth + 1, [...path, i]))
    const out: Record<string, unknown> = {}
    for (let i = 1 + random.int(3); i > 0; i--) {
      if (random.chance(0.2)) {
        const { key, label } = random.pick(SECRET_KEYS)
        const secret = `opaque-${chars(random, HEX, 16)}`
        out[key] = key.endsWith('tp') || key.endsWith('Otp') ? (random.chance(0.5) ? random.int(1_000_000) : secret) : secret
        planted.secrets.push({ text: secret, cores: [secret] })
        planted.labelled.push({ path: [...path, key], label })
      } else {
        const key = `${random.pick(BENIGN_KEYS)}${i}`
        out[key] = grow(depth + 1, [...path, key])
      }
    }
    return out
  }
  return { ...planted, value: grow(0, []) }
}

const at = (value: unknown, path: Path) => path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value)

function expectNoSecret(text: string, secrets: readonly Secret[], label: string) {
  const lower = text.toLowerCase()
  for (const secret of secrets) for (const core of secret.cores) expect(lower, `${label}: ${secret.text}`).to.not.include(core.toLowerCase())
}

function expectPlantedRedacted(redacted: unknown, planted: Planted, label: string) {
  expectNoSecret(JSON.stringify(redacted), planted.secrets, label)
  for (const { path, value } of planted.kept) expect(at(redacted, path), `${label}: kept ${path.join('.')}`).to.deep.equal(value)
  for (const { path, label: expected } of planted.labelled) expect(at(redacted, path), `${label}: ${path.join('.')}`).to.equal(expected)
}

const SIGNING_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
]

describe('fuzz: nothing secret survives redaction, ordinary data does', function () {
  this.timeout(60_000)

  it(`redacts secrets planted at random in ${CASES} event payloads and states, in an export and in a devtools range`, () => {
    const random = createRandom(0x5ec2e7)
    for (let i = 0; i < CASES; i++) {
      const planted = plant(random)
      const type = random.pick(['snackbar/shown', 'error/raised', 'rpc/failed', 'router/pushed', 'thirdParty/happened'])
      const [event] = stamp([{ type, payload: { wrapped: planted.value } } as unknown as EventInput])
      const out = createEventRedactor()(event!)
      expectPlantedRedacted((out.payload as { wrapped: unknown }).wrapped, planted, `event ${i}`)
      const state = redactState({ ...initialState, slices: { thirdParty: planted.value } }) as { slices: { thirdParty: unknown } }
      expectPlantedRedacted(state.slices.thirdParty, planted, `state ${i}`)
    }
  })

  it(`redacts ${CASES} signing results whether or not the redactor saw their request`, () => {
    const random = createRandom(0x51c4)
    for (let i = 0; i < CASES; i++) {
      const method = random.pick(SIGNING_METHODS)
      // Smart-account signatures (ERC-1271, ERC-6492) have any length: the method decides, not the form.
      const hex = chars(random, HEX, 2 * (64 + random.int(200)))
      const result: JsonValue = method.startsWith('solana_')
        ? random.pick<JsonValue>([
            { signature: chars(random, BASE58, 87) },
            { transaction: chars(random, BASE64URL, 200) },
            { transactions: [chars(random, BASE64URL, 120)] },
          ])
        : `0x${hex}`
      const requestId = `r${i}`
      const requested: EventInput = { type: 'rpc/requested', payload: { requestId, namespace: 'eip155', method, params: [] } }
      const seen = random.int(3)
      // 0: the result names its method; 1: the request is in the run; 2: both.
      const succeeded: EventInput = { type: 'rpc/succeeded', payload: { requestId, result, ...(seen !== 1 ? { method } : {}) } }
      const events = stamp(seen === 0 ? [succeeded] : [requested, { type: 'modal/loading-changed', payload: { loading: true } }, succeeded])
      const doc = redactLogDocument({ baseState: initialState, events })
      const shown = JSON.stringify(doc.events.at(-1))
      const secret = typeof result === 'string' ? hex : JSON.stringify(result).slice(20, 60)
      expect(shown, `${method}, seen ${seen}`).to.not.include(secret)
    }
  })

  it(`an EOA signature is redacted by its form alone, in ${CASES} results that name no method and whose request is unseen`, () => {
    const random = createRandom(0xe0a)
    for (let i = 0; i < CASES; i++) {
      const secret = signature(random)
      const [event] = stamp([
        { type: 'rpc/succeeded', payload: { requestId: `x${i}`, result: random.chance(0.5) ? secret.text : { data: [embedded(random, secret)] } } },
      ])
      expectNoSecret(JSON.stringify(createEventRedactor()(event as VestibuleEvent)), [secret], `result ${i}`)
    }
  })
})

/** Addresses of each namespace as the analytics body could meet them. */
function address(random: Random): Secret {
  switch (random.int(6)) {
    case 0: {
      const hex = chars(random, HEX, 40)
      return { text: `0x${mixedCase(random, hex)}`, cores: [hex] }
    }
    case 1: {
      const hex = chars(random, HEX, 40)
      return { text: mixedCase(random, hex), cores: [hex] }
    }
    case 2: {
      const solana = chars(random, BASE58, 43 + random.int(2))
      return { text: random.chance(0.5) ? solana : `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solana}`, cores: [solana] }
    }
    case 3: {
      const bech32 = `bc1q${chars(random, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}`
      return { text: bech32, cores: [bech32] }
    }
    case 4: {
      const legacy = `1${chars(random, BASE58, 25 + random.int(8))}`
      return { text: legacy, cores: [legacy] }
    }
    default: {
      const polkadot = `1${chars(random, BASE58, 46)}`
      return { text: polkadot, cores: [polkadot] }
    }
  }
}

describe('fuzz: analytics bodies carry no secret, address or email unless opted in', function () {
  this.timeout(60_000)

  it(`scrubs ${CASES} properties and error texts with addresses, emails, pairing URIs and signatures planted at random`, () => {
    const random = createRandom(0xa7a1)
    for (let i = 0; i < CASES; i++) {
      const secrets = Array.from({ length: 1 + random.int(3) }, () => (random.chance(0.5) ? address(random) : random.pick(TEXT_SECRETS)(random)))
      const text = secrets.map(secret => embedded(random, secret)).join(random.pick(SEPARATORS))
      const query = `?${random.pick(['email', 'ref', 'code', 'q'])}=${encodeURIComponent(random.pick(secrets).text)}`
      const fragment = `#${random.pick(['access_token', 'state', 'x'])}=${random.pick(secrets).text}`
      const context = {
        now: 1,
        eventId: `e${i}`,
        url: `https://shop.example/pay${random.chance(0.5) ? query : ''}${random.chance(0.5) ? fragment : ''}`,
        includeAddress: false,
        includeEmail: false,
      }
      const track = toTrackRecord(
        { event: 'WALLET_SEARCH', properties: { search: text, network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Sandbox Wallet', count: 3 } },
        context,
      )
      const error = toErrorRecord(
        {
          name: 'Error',
          message: text,
          shortMessage: text,
          stack: `Error: ${text}\n at f (https://cdn.example/app.js?v=${text})`,
          category: 'INTERNAL_SDK_ERROR',
        },
        context,
      )
      for (const record of [track, error]) {
        expect(record.url, `case ${i}`).to.equal('https://shop.example/pay')
        expectNoSecret(JSON.stringify(record), secrets, `case ${i}`)
      }
      expect(track.props.properties).to.include({ network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Sandbox Wallet', count: 3 })
    }
  })
})
