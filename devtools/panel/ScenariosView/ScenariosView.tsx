import { useState } from 'react'
import type { DevtoolsScenario } from '../devtoolsOptions'

/** Buttons for the failure scenarios the host supplied (the sandbox's, in the demo). */
export function ScenariosView({ scenarios }: { scenarios: readonly DevtoolsScenario[] }) {
  const [status, setStatus] = useState('')
  if (scenarios.length === 0) return <p className="full">No scenarios: pass them to mountDevtools as options.scenarios.</p>
  return (
    <div className="full">
      <p>Make something go wrong on purpose and watch how the integration copes.</p>
      <ul className="tree" aria-label="Scenarios">
        {scenarios.map(scenario => (
          <li key={scenario.id}>
            <button
              type="button"
              onClick={() => {
                setStatus(`${scenario.label}: running…`)
                scenario.run().then(
                  () => setStatus(`${scenario.label}: done`),
                  (error: unknown) => setStatus(`${scenario.label} failed: ${error instanceof Error ? error.message : String(error)}`),
                )
              }}
            >
              {scenario.label}
            </button>
          </li>
        ))}
      </ul>
      <p role="status">{status}</p>
    </div>
  )
}
