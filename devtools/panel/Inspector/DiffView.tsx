import type { JsonChange, JsonDiff } from '../logic/diffJson'

const short = (value: unknown) => {
  const text = JSON.stringify(value)
  return text === undefined ? 'undefined' : text.length > 120 ? `${text.slice(0, 117)}…` : text
}

function Changes({ title, kind, changes, render }: { title: string; kind: string; changes: readonly JsonChange[]; render: (c: JsonChange) => string }) {
  return (
    <section aria-label={title}>
      <h4 className={kind}>
        {title} ({changes.length})
      </h4>
      <ul className="tree">
        {changes.map(change => (
          <li key={change.path} className={kind}>
            <span className="key">{change.path}</span>: {render(change)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Paths added, removed and changed between two states. */
export function DiffView({ diff, caption }: { diff: JsonDiff; caption: string }) {
  const empty = diff.added.length + diff.removed.length + diff.changed.length === 0
  return (
    <div className="diff">
      <p>{caption}</p>
      {empty ? (
        <p>No state change.</p>
      ) : (
        <>
          <Changes title="Added" kind="added" changes={diff.added} render={c => short(c.after)} />
          <Changes title="Removed" kind="removed" changes={diff.removed} render={c => short(c.before)} />
          <Changes title="Changed" kind="changed" changes={diff.changed} render={c => `${short(c.before)} → ${short(c.after)}`} />
        </>
      )}
    </div>
  )
}
