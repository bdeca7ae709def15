import type { RelayConnection } from './relayConnection'
import type { RelayEngine } from './relayEngine'
import { InvalidParamsError, RELAY_METHODS } from './relayMethods'
import { errorFrame, requestFrameSchema, responseFrameSchema, resultFrame, RPC_ERROR } from './relayProtocol'
import type { RpcId } from './relayProtocol'

/** The id of a frame that failed validation, when it has a usable one (JSON-RPC: null otherwise). */
function idOf(json: unknown): RpcId | null {
  if (typeof json !== 'object' || json === null || !('id' in json)) return null
  const { id } = json
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : null
}

/**
 * Handles one text frame from a client socket. Requests get a result or a JSON-RPC
 * error; responses are acks of pushed irn_subscription messages. Nothing a client
 * sends can throw out of here: a bad frame costs that client an error answer only.
 */
export function handleFrame(engine: RelayEngine, connection: RelayConnection, text: string): void {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    connection.send(errorFrame(null, RPC_ERROR.parse, 'Parse error: the frame is not JSON'))
    return
  }

  const request = requestFrameSchema.safeParse(json)
  if (request.success) {
    const { id, method, params } = request.data
    const run = RELAY_METHODS.get(method)
    if (!run) {
      connection.send(errorFrame(id, RPC_ERROR.methodNotFound, `Method not found: ${method}`))
      return
    }
    try {
      connection.send(resultFrame(id, run(engine, connection, params)))
    } catch (error) {
      if (error instanceof InvalidParamsError) connection.send(errorFrame(id, RPC_ERROR.invalidParams, `Invalid params: ${error.message}`))
      else connection.send(errorFrame(id, RPC_ERROR.internal, `Internal error: ${error instanceof Error ? error.message : String(error)}`))
    }
    // After the answer: a subscriber sees its subscription id before the held messages.
    engine.flush()
    return
  }

  const response = responseFrameSchema.safeParse(json)
  if (response.success) {
    // The clients ack with `result: true`; an error answer leaves the message due for redelivery.
    if ('result' in response.data) engine.acknowledge(connection, Number(response.data.id))
    return
  }

  const issue = request.error.issues[0]
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
  connection.send(errorFrame(idOf(json), RPC_ERROR.invalidRequest, `Invalid Request${where}: ${issue?.message ?? 'not a JSON-RPC 2.0 request or response'}`))
}
