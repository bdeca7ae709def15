import { expect } from 'chai'
import { parseAnnouncement } from '../../../../plugins/connectors/injected/parseAnnouncement'
import { createRandom, hostileValue, prototypeKeys } from '../../core/fuzz/hostile'

const CASES = 400
const provider = { request: async () => null }
const good = { uuid: '5b2c0d8e-aaaa-4bbb-8ccc-000000000000', name: 'Good Wallet', icon: 'data:image/png;base64,iVBORw0KGgo=', rdns: 'io.good' }

/** What discovery may hand on: a safe icon (an image data URI or nothing), a reverse-domain rdns, a bounded name. */
function expectSafe(detail: ReturnType<typeof parseAnnouncement>, label: string) {
  if (!detail) return
  const { info } = detail
  expect(info.icon === '' || /^data:image\//i.test(info.icon), `${label}: icon ${String(info.icon).slice(0, 40)}`).to.equal(true)
  expect(info.rdns, label).to.match(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i)
  expect(info.name.length, label).to.be.within(1, 64)
  expect(typeof detail.provider.request, label).to.equal('function')
}

describe('fuzz: every EIP-6963 announcement field (any script on the page may announce)', () => {
  it('keeps a well-formed announcement as it is', () => {
    expect(parseAnnouncement({ info: good, provider })?.info).to.deep.equal(good)
  })

  for (const field of ['uuid', 'name', 'icon', 'rdns'] as const) {
    it(`survives ${CASES} hostile values of info.${field}, and passes on only safe ones`, () => {
      const random = createRandom(6963 + field.length)
      const before = prototypeKeys()
      for (let i = 0; i < CASES; i++) {
        const value = hostileValue(random)
        const detail = parseAnnouncement({ info: { ...good, [field]: value }, provider })
        expectSafe(detail, `${field} #${i}`)
      }
      expect(prototypeKeys()).to.deep.equal(before)
    })
  }

  it(`survives ${CASES} hostile whole details, info objects and providers`, () => {
    const random = createRandom(1193)
    for (let i = 0; i < CASES; i++) {
      const pick = i % 3
      const detail = pick === 0 ? hostileValue(random) : pick === 1 ? { info: hostileValue(random), provider } : { info: good, provider: hostileValue(random) }
      expectSafe(parseAnnouncement(detail), `detail #${i}`)
    }
  })

  it('drops script and remote icons but keeps the wallet', () => {
    for (const icon of ['javascript:alert(1)', 'https://tracker.example/p.png', 'data:text/html,<script>x</script>', ' data:image/png;base64,AA']) {
      expect(parseAnnouncement({ info: { ...good, icon }, provider })?.info.icon, icon).to.equal('')
    }
  })
})
