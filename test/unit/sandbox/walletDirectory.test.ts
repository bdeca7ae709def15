import { expect } from 'chai'
import { startApiServer, type ApiServer } from '../../../devtools/sandbox/api/startApiServer'
import { generateWalletDirectory, HOSTILE_WALLET_NAMES, SANDBOX_WALLET_RDNS } from '../../../devtools/sandbox/api/walletDirectory/generateWalletDirectory'

const SDK = 'projectId=p&st=appkit&sv=1.7.9'

describe('sandbox wallet directory', () => {
  const directory = generateWalletDirectory()

  it('generates the same 1,200 wallets every time, with unique ids', () => {
    expect(directory).to.have.length(1200)
    expect(generateWalletDirectory()).to.deep.equal(directory)
    expect(new Set(directory.map(w => w.id)).size).to.equal(1200)
    expect(new Set(directory.map(w => w.name)).size).to.be.greaterThan(1000)
  })

  it('includes the sandbox wallet rdns, wallets without a mobile link, hostile names and a hostile image URL', () => {
    expect(directory.filter(w => w.rdns === SANDBOX_WALLET_RDNS).map(w => w.name)).to.deep.equal(['Sandbox Wallet', 'Sandbox Wallet Classic'])
    expect(directory.filter(w => w.mobile_link === null).length).to.be.greaterThan(100)
    expect(directory.map(w => w.name)).to.include.members([...HOSTILE_WALLET_NAMES])
    expect(directory.some(w => w.image_url?.includes('<img'))).to.equal(true)
    expect(
      directory.every(w =>
        [w.mobile_link, w.desktop_link, w.webapp_link].every(link => link === null || /^(sandboxwallet\d+:\/\/|http:\/\/127\.0\.0\.1\/)/.test(link)),
      ),
    ).to.equal(true)
  })

  describe('GET /getWallets and /getWalletImage', function () {
    this.timeout(10_000)
    let api: ApiServer
    before(async () => {
      api = await startApiServer({ chains: [] })
    })
    after(() => api.stop())

    const get = async (query: string) => {
      const response = await fetch(`${api.url}/getWallets?${SDK}&${query}`)
      return { status: response.status, body: (await response.json()) as { data: { id: string; name: string }[]; count: number } }
    }

    it('pages through the filtered directory: the pages join up to every wallet once', async () => {
      const chains = 'eip155:31337'
      const seen: string[] = []
      let count = Infinity
      for (let page = 1; seen.length < count; page++) {
        const { body } = await get(`page=${page}&entries=100&chains=${chains}`)
        count = body.count
        seen.push(...body.data.map(w => w.id))
        if (body.data.length === 0) break
      }
      const expected = directory.filter(w => w.chains.includes(chains)).map(w => w.id)
      expect(seen).to.deep.equal(expected)
      expect(count).to.equal(1080)
    })

    it('applies include, exclude, search (case-insensitive, trimmed) and badge_type', async () => {
      const [a, b, c] = directory
      expect((await get(`include=${a!.id},${c!.id}`)).body.data.map(w => w.id)).to.deep.equal([a!.id, c!.id])
      expect((await get(`exclude=${a!.id}&entries=1`)).body.data[0]!.id).to.equal(b!.id)
      const search = await get(`search=${encodeURIComponent('  SANDBOX wallet ')}`)
      expect(search.body.data.map(w => w.name)).to.deep.equal(['Sandbox Wallet', 'Sandbox Wallet Classic'])
      expect((await get('search=no-such-wallet')).body).to.deep.equal({ data: [], count: 0 })
      expect((await get('badge_type=certified')).body.count).to.equal(directory.filter(w => w.badge_type === 'certified').length)
    })

    it('refuses bad paging fields and missing SDK fields', async () => {
      expect((await get('page=0')).status).to.equal(400)
      expect((await fetch(`${api.url}/getWallets`)).status).to.equal(400)
    })

    it('serves each wallet image as a PNG of its own, and 404 for an unknown one', async () => {
      const image = await fetch(`${api.url}/getWalletImage/${directory[0]!.image_id}?${SDK}`)
      expect(image.status).to.equal(200)
      expect(image.headers.get('content-type')).to.equal('image/png')
      const bytes = Buffer.from(await image.arrayBuffer())
      expect([...bytes.subarray(0, 8)]).to.deep.equal([137, 80, 78, 71, 13, 10, 26, 10])
      const other = Buffer.from(await (await fetch(`${api.url}/getWalletImage/${directory[1]!.image_id}?${SDK}`)).arrayBuffer())
      expect(other.equals(bytes)).to.equal(false)
      expect((await fetch(`${api.url}/getWalletImage/nope?${SDK}`)).status).to.equal(404)
    })
  })
})
