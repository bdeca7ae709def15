import type { ConnectorInfo, PluginInfo, VestibuleEvent } from '../../../core'

export interface PluginsViewProps {
  readonly plugins: readonly PluginInfo[]
  readonly events: readonly VestibuleEvent[]
  readonly connectors: readonly ConnectorInfo[]
}

/** Registered plugins with what they did, and the wallets discovered. */
export function PluginsView({ plugins, events, connectors }: PluginsViewProps) {
  const counts = new Map<string, number>()
  const lastError = new Map<string, string>()
  for (const event of events) {
    counts.set(event.meta.source, (counts.get(event.meta.source) ?? 0) + 1)
    if (event.type === 'error/raised') lastError.set(event.payload.plugin, `#${event.meta.seq} ${event.payload.error.message}`)
  }
  return (
    <div className="full">
      <table className="grid" aria-label="Plugins">
        <thead>
          <tr>
            <th>Plugin</th>
            <th>Kind</th>
            <th>Version</th>
            <th>Events</th>
            <th>Last error</th>
          </tr>
        </thead>
        <tbody>
          {plugins.map(plugin => (
            <tr key={plugin.name}>
              <td>{plugin.name}</td>
              <td>{plugin.kind}</td>
              <td>{plugin.version}</td>
              <td>{counts.get(plugin.name) ?? 0}</td>
              <td>{lastError.get(plugin.name) ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="grid" aria-label="Discovered wallets">
        <thead>
          <tr>
            <th>Wallet</th>
            <th>Id</th>
            <th>Type</th>
            <th>rdns</th>
          </tr>
        </thead>
        <tbody>
          {connectors.map(connector => (
            <tr key={connector.id}>
              <td>{connector.name}</td>
              <td>{connector.id}</td>
              <td>{connector.type}</td>
              <td>{connector.info?.rdns ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
