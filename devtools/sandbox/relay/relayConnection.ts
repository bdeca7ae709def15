/** One client socket, as the relay's bookkeeping sees it. */
export type RelayConnection = {
  /** Unique per socket; a client that reconnects gets a new one. */
  readonly id: number
  /** The did:key from the socket's auth JWT; stable across a client's reconnects. */
  readonly clientId: string
  send: (frame: object) => void
}
