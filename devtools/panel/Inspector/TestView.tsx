import { useState } from 'react'

/** The generated mocha test for the selected range, to copy into the app's test folder. */
export function TestView({ generate, rangeLabel }: { generate(): string; rangeLabel: string }) {
  const [source, setSource] = useState<{ text: string; error?: undefined } | { error: string; text?: undefined } | null>(null)
  const [copied, setCopied] = useState(false)
  return (
    <div>
      <p>
        Select one event, or a range with Shift, then generate a mocha test that folds {rangeLabel} from the state before them and asserts the state they ended
        in.
      </p>
      <button
        type="button"
        onClick={() => {
          setCopied(false)
          try {
            setSource({ text: generate() })
          } catch (error) {
            setSource({ error: error instanceof Error ? error.message : String(error) })
          }
        }}
      >
        Generate test
      </button>{' '}
      {source?.text !== undefined && (
        <button
          type="button"
          onClick={() =>
            void navigator.clipboard?.writeText(source.text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      )}
      {source?.error !== undefined && <p role="alert">{source.error}</p>}
      {source?.text !== undefined && <textarea className="code" aria-label="Generated test" readOnly value={source.text} />}
    </div>
  )
}
