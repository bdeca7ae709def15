/** Objects and arrays open this deep by default; deeper ones are one click (or Enter) away. */
const OPEN_DEPTH = 1

function Leaf({ value }: { value: unknown }) {
  if (value === null) return <span className="null">null</span>
  if (typeof value === 'string') return <span className="str">{JSON.stringify(value)}</span>
  if (typeof value === 'number') return <span className="num">{value}</span>
  if (typeof value === 'boolean') return <span className="bool">{String(value)}</span>
  return <span className="null">undefined</span>
}

function Node({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        <span className="key">{name}</span>: <Leaf value={value} />
      </li>
    )
  }
  const entries = Object.entries(value)
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`
  return (
    <li>
      <details open={depth < OPEN_DEPTH}>
        <summary>
          <span className="key">{name}</span> {summary}
        </summary>
        <ul className="tree">
          {entries.map(([key, child]) => (
            <Node key={key} name={key} value={child} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  )
}

/** A JSON value as a tree of native `<details>`: keyboard-usable with no code of its own. */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  if (value === null || typeof value !== 'object') return <Leaf value={value} />
  return (
    <ul className="tree" aria-label={label} style={{ paddingLeft: 0 }}>
      {Object.entries(value).map(([key, child]) => (
        <Node key={key} name={key} value={child} depth={0} />
      ))}
    </ul>
  )
}
