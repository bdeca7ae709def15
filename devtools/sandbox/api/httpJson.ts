import type { IncomingMessage, ServerResponse } from 'node:http'

/** Bodies above this are refused; the biggest legitimate body is a 1000-call JSON-RPC batch (SPEC §9). */
const MAX_BODY_BYTES = 4 * 1024 * 1024

export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  // A client that gave up (timeout test, aborted fetch) leaves a destroyed socket: nothing to answer.
  if (res.destroyed || res.writableEnded) return
  const text = JSON.stringify(body)
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(text)
}

/** Reads and parses a JSON request body; an empty body reads as undefined. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new BodyError(413, 'request body too large')
    chunks.push(buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BodyError(400, 'request body is not valid JSON')
  }
}
