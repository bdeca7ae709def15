import { expect } from 'chai'
import sinon from 'sinon'
import type { HttpClient } from '../../../../../core/http/createHttpClient'
import { HttpError } from '../../../../../core/errors'
import { createApiImages } from '../../../../../plugins/features/images/createApiImages'

const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })

/** An API whose getBlob answers each call with the next answer (a blob, or an error thrown). */
function fakeApi(...answers: (Blob | Error)[]): HttpClient & { getBlob: sinon.SinonStub } {
  const getBlob = sinon.stub()
  for (const [index, answer] of answers.entries()) {
    if (answer instanceof Error) getBlob.onCall(index).rejects(answer)
    else getBlob.onCall(index).resolves(answer)
  }
  return { get: sinon.stub(), post: sinon.stub(), getBlob } as unknown as HttpClient & { getBlob: sinon.SinonStub }
}

describe('createApiImages (SPEC §7 images: fetched once, one shared object URL, revoked when no longer shown)', () => {
  let revoke: sinon.SinonSpy
  beforeEach(() => {
    revoke = sinon.spy(URL, 'revokeObjectURL')
  })
  afterEach(() => sinon.restore())

  it('asks each SPEC §7 route by kind, the id URL-encoded', async () => {
    const api = fakeApi(png(), png(), png(), png())
    const images = createApiImages(api)
    await images.acquire('wallet', 'w1')
    await images.acquire('asset', 'net 1')
    await images.acquire('currency', 'USD')
    await images.acquire('token', 'SUSD')
    expect(api.getBlob.getCalls().map(call => call.args[0])).to.deep.equal([
      '/getWalletImage/w1',
      '/public/getAssetImage/net%201',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/SUSD',
    ])
  })

  it('fetches an image once for every user and lends them one URL, revoked when the last one releases it', async () => {
    const api = fakeApi(png())
    const images = createApiImages(api)
    const [first, second] = await Promise.all([images.acquire('asset', 'a'), images.acquire('asset', 'a')])
    expect(first).to.match(/^blob:/)
    expect(second).to.equal(first)
    expect(images.peek('asset', 'a')).to.equal(first)
    expect(api.getBlob.callCount).to.equal(1)
    images.release('asset', 'a')
    expect(revoke.called).to.equal(false)
    images.release('asset', 'a')
    expect(revoke.calledOnceWith(first)).to.equal(true)
    expect(images.liveUrls()).to.equal(0)
    // The blob was kept: shown again, a new URL (never the revoked one) and no second fetch.
    const again = await images.acquire('asset', 'a')
    expect(again).to.match(/^blob:/)
    expect(again).not.to.equal(first)
    expect(api.getBlob.callCount).to.equal(1)
  })

  it('answers undefined for a failed or non-image answer, and forgets the failure so the next showing asks again', async () => {
    const api = fakeApi(
      new HttpError({ status: 404, url: 'http://api.test/public/getAssetImage/x', body: 'no image' }),
      new Blob(['{}'], { type: 'application/json' }),
      png(),
    )
    const images = createApiImages(api)
    expect(await images.acquire('asset', 'x')).to.equal(undefined)
    expect(await images.acquire('asset', 'x')).to.equal(undefined)
    expect(await images.acquire('asset', 'x')).to.match(/^blob:/)
    expect(api.getBlob.callCount).to.equal(3)
  })

  it('gives up on an image slower than SPEC §9 image timeout (2 s): the placeholder stays', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout'] })
    const api = {
      getBlob: (_path: string, options: { signal: AbortSignal }) =>
        new Promise<Blob>((_resolve, reject) => options.signal.addEventListener('abort', () => reject(options.signal.reason))),
    } as unknown as HttpClient
    const images = createApiImages(api)
    const pending = images.acquire('token', 'SLOW')
    await clock.tickAsync(2_000)
    expect(await pending).to.equal(undefined)
  })

  it("asks a network's image by CAIP network id under the hosted id of a known network, and nothing for an unknown one", async () => {
    const api = fakeApi(png())
    const images = createApiImages(api)
    expect(await images.acquire('asset', 'eip155:1')).to.match(/^blob:/)
    expect(await images.acquire('asset', 'eip155:31337')).to.equal(undefined)
    expect(api.getBlob.getCalls().map(call => call.args[0])).to.deep.equal(['/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900'])
  })

  it('keeps released blobs within its byte bound, dropping the least recently shown first', async () => {
    // Four bytes a PNG here: room for two.
    const api = fakeApi(png(), png(), png(), png())
    const images = createApiImages(api, { maxBytes: 8 })
    const show = async (id: string) => {
      expect(await images.acquire('wallet', id)).to.match(/^blob:/)
      images.release('wallet', id)
    }
    await show('a')
    await show('b')
    // Shown again, 'a' is the most recent: 'c' pushes 'b' out.
    await show('a')
    await show('c')
    expect(api.getBlob.getCalls().map(call => call.args[0])).to.deep.equal(['/getWalletImage/a', '/getWalletImage/b', '/getWalletImage/c'])
    await show('a')
    await show('c')
    expect(api.getBlob.callCount).to.equal(3)
    await show('b')
    expect(api.getBlob.callCount).to.equal(4)
    expect(images.liveUrls()).to.equal(0)
  })

  it('never drops a blob on show, however far over its bound; the first released goes when the store is over', async () => {
    const api = fakeApi(png(), png(), png(), png())
    const images = createApiImages(api, { maxBytes: 8 })
    const held = [await images.acquire('wallet', 'a'), await images.acquire('wallet', 'b'), await images.acquire('wallet', 'c')]
    expect(images.liveUrls()).to.equal(3)
    // Three on show in room for two: a second user of each gets the same URL, nothing fetched again.
    expect([await images.acquire('wallet', 'a'), await images.acquire('wallet', 'b'), await images.acquire('wallet', 'c')]).to.deep.equal(held)
    expect(api.getBlob.callCount).to.equal(3)
    for (const id of ['c', 'c', 'a', 'a', 'b', 'b']) images.release('wallet', id)
    expect(images.liveUrls()).to.equal(0)
    await images.acquire('wallet', 'a')
    await images.acquire('wallet', 'b')
    expect(api.getBlob.callCount).to.equal(3)
    // 'c', released first while the store was over its bound, was dropped.
    await images.acquire('wallet', 'c')
    expect(api.getBlob.callCount).to.equal(4)
  })

  it('ignores a release of an image nobody holds', () => {
    const images = createApiImages(fakeApi())
    images.release('wallet', 'nobody')
    expect(images.liveUrls()).to.equal(0)
  })

  it('lends an image on show or kept without waiting (acquireNow), counted like acquire; nothing when it must be fetched', async () => {
    const api = fakeApi(png())
    const images = createApiImages(api)
    expect(images.acquireNow('wallet', 'a'), 'nothing fetched yet').to.equal(undefined)
    // Fetched ahead and let go (the directory's preload): the blob is kept, its URL revoked.
    await images.acquire('wallet', 'a')
    images.release('wallet', 'a')
    expect(images.liveUrls()).to.equal(0)
    expect(images.peek('wallet', 'a'), 'peek makes nothing').to.equal(undefined)
    // A row scrolled back in: drawn in its first frame from the kept blob.
    const kept = images.acquireNow('wallet', 'a')
    expect(kept).to.match(/^blob:/)
    // A second row showing it shares the URL; each release counts.
    expect(images.acquireNow('wallet', 'a')).to.equal(kept)
    images.release('wallet', 'a')
    expect(revoke.calledWith(kept)).to.equal(false)
    images.release('wallet', 'a')
    expect(revoke.calledWith(kept)).to.equal(true)
    expect(images.liveUrls()).to.equal(0)
    expect(api.getBlob.callCount, 'fetched once').to.equal(1)
  })
})
