import { expect } from 'chai'
import type { ServerResponse } from 'node:http'
import { createRpcClient } from '../../../../core/rpc/createRpcClient'
import { HttpError, RpcError, TimeoutError } from '../../../../core/errors/httpErrors'
import { VestibuleError } from '../../../../core/errors/VestibuleError'
import { sendJson, startLoopbackServer } from '../loopbackServer'
import type { LoopbackServer, RecordedRequest } from '../loopbackServer'

type JsonRpcRequest = { jsonrpc: '2.0'; id: number; method: string; params?: unknown[] }

/** A tiny JSON-RPC 2.0 node: answers single and batch requests. */
function answer(call: JsonRpcRequest): unknown {
  switch (call.method) {
    case 'eth_chainId':
      return { jsonrpc: '2.0', id: call.id, result: '0x1' }
    case 'net_listening':
      return { jsonrpc: '2.0', id: call.id, result: true }
    case 'echo':
      return { jsonrpc: '2.0', id: call.id, result: call.params }
    case 'fail':
      return {
        jsonrpc: '2.0',
        id: call.id,
        error: { code: -32099, message: 'custom failure', data: { reason: 'test' } },
      }
    default:
      return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }
  }
}

function jsonRpcHandler(request: RecordedRequest, response: ServerResponse): void {
  const body = JSON.parse(request.body) as JsonRpcRequest | JsonRpcRequest[]
  const calls = Array.isArray(body) ? body : [body]
  // 'slow' never gets an answer, to exercise the timeout.
  if (calls.some(call => call.method === 'slow')) return
  sendJson(response, 200, Array.isArray(body) ? calls.map(answer) : answer(body))
}

function methodsOf(request: RecordedRequest | undefined): string[] {
  const body = JSON.parse(request?.body ?? 'null') as JsonRpcRequest | JsonRpcRequest[]
  return (Array.isArray(body) ? body : [body]).map(call => call.method)
}

describe('createRpcClient', () => {
  let node: LoopbackServer
  let secondNode: LoopbackServer
  let broken: LoopbackServer
  let unhealthy: LoopbackServer

  before(async () => {
    node = await startLoopbackServer(jsonRpcHandler)
    secondNode = await startLoopbackServer(jsonRpcHandler)
    broken = await startLoopbackServer((_request, response) => {
      response.writeHead(500)
      response.end('upstream down')
    })
    // Serves calls but fails the rank ping, so ranking must put it last.
    unhealthy = await startLoopbackServer((request, response) => {
      if (methodsOf(request).includes('net_listening')) return sendJson(response, 503, {})
      jsonRpcHandler(request, response)
    })
  })

  after(async () => {
    await Promise.all([node.close(), secondNode.close(), broken.close(), unhealthy.close()])
  })

  beforeEach(() => {
    for (const server of [node, secondNode, broken, unhealthy]) server.requests.length = 0
  })

  it('sends a JSON-RPC 2.0 POST and returns the result', async () => {
    const rpc = createRpcClient({ endpoints: [node.url] })
    expect(await rpc.request('echo', [1, 'two'])).to.deep.equal([1, 'two'])
    const body = JSON.parse(node.requests[0]?.body ?? '') as JsonRpcRequest[]
    expect(node.requests[0]?.method).to.equal('POST')
    expect(body[0]).to.include({ jsonrpc: '2.0', method: 'echo' })
    rpc.destroy()
  })

  it('batches concurrent requests into one POST', async () => {
    const rpc = createRpcClient({ endpoints: [node.url] })
    const results = await Promise.all([rpc.request('echo', [1]), rpc.request('echo', [2]), rpc.request('eth_chainId')])
    expect(results).to.deep.equal([[1], [2], '0x1'])
    expect(node.requests).to.have.length(1)
    expect(methodsOf(node.requests[0])).to.deep.equal(['echo', 'echo', 'eth_chainId'])
    rpc.destroy()
  })

  it('falls back to the next endpoint when the first answers 500', async () => {
    const rpc = createRpcClient({ endpoints: [broken.url, node.url] })
    expect(await rpc.request('eth_chainId')).to.equal('0x1')
    expect(broken.requests).to.have.length(1)
    expect(node.requests).to.have.length(1)
    rpc.destroy()
  })

  it('maps a 500 from the last endpoint to HttpError with the status', async () => {
    const rpc = createRpcClient({ endpoints: [broken.url] })
    const error = await rpc.request('eth_chainId').catch((e: unknown) => e)
    expect(error).to.be.instanceOf(HttpError)
    expect((error as HttpError).status).to.equal(500)
    expect((error as HttpError).url).to.contain(broken.url)
    rpc.destroy()
  })

  it('maps a JSON-RPC error to RpcError, keeping its code, message and data', async () => {
    const rpc = createRpcClient({ endpoints: [node.url] })
    const error = await rpc.request('fail').catch((e: unknown) => e)
    expect(error).to.be.instanceOf(RpcError)
    expect((error as RpcError).code).to.equal(-32099)
    expect((error as RpcError).shortMessage).to.equal('custom failure')
    expect((error as RpcError).data).to.deep.equal({ reason: 'test' })
    rpc.destroy()
  })

  it('keeps a standard JSON-RPC code too', async () => {
    const rpc = createRpcClient({ endpoints: [node.url] })
    const error = await rpc.request('no_such_method').catch((e: unknown) => e)
    expect((error as RpcError).code).to.equal(-32601)
    rpc.destroy()
  })

  it('maps a timeout to TimeoutError, distinct from HttpError and RpcError', async () => {
    const rpc = createRpcClient({ endpoints: [node.url], timeoutMs: 100 })
    const started = Date.now()
    const error = await rpc.request('slow').catch((e: unknown) => e)
    expect(error).to.be.instanceOf(TimeoutError)
    expect(error).not.to.be.instanceOf(HttpError)
    expect(error).not.to.be.instanceOf(RpcError)
    expect((error as TimeoutError).timeoutMs).to.equal(100)
    expect(Date.now() - started).to.be.lessThan(2_000)
    rpc.destroy()
  })

  it('aborts requests in flight and rejects new ones after destroy', async () => {
    const rpc = createRpcClient({ endpoints: [node.url] })
    const inFlight = rpc.request('slow').catch((e: unknown) => e)
    await new Promise(resolve => setTimeout(resolve, 20))
    rpc.destroy()
    const error = await inFlight
    expect(error).to.be.instanceOf(VestibuleError)
    expect((error as VestibuleError).shortMessage).to.equal('Request was aborted')
    const later = await rpc.request('eth_chainId').catch((e: unknown) => e)
    expect((later as VestibuleError).shortMessage).to.equal('Request was aborted')
  })

  it('ranks endpoints so a failing one is tried after a healthy one', async () => {
    const rpc = createRpcClient({ endpoints: [unhealthy.url, secondNode.url], rank: true })
    // The first ranking sample is taken at creation; wait for both pings.
    const deadline = Date.now() + 2_000
    while (unhealthy.requests.length === 0 || secondNode.requests.length === 0) {
      if (Date.now() > deadline) throw new Error('rank pings did not arrive')
      await new Promise(resolve => setTimeout(resolve, 10))
    }
    await new Promise(resolve => setTimeout(resolve, 20))
    unhealthy.requests.length = 0
    secondNode.requests.length = 0
    expect(await rpc.request('eth_chainId')).to.equal('0x1')
    expect(secondNode.requests.map(methodsOf)).to.deep.equal([['eth_chainId']])
    expect(unhealthy.requests).to.have.length(0)
    rpc.destroy()
  })

  it('requires at least one endpoint', () => {
    expect(() => createRpcClient({ endpoints: [] })).to.throw(VestibuleError)
  })
})
