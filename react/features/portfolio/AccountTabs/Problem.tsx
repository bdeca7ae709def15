import { Button } from '../../../components/Button/Button'
import { stateClass } from './AccountTabs.styles'

/** A failure in a tab: SPEC §8's message and a retry. */
export function Problem({ message, retryLabel, onRetry }: { readonly message: string; readonly retryLabel: string; readonly onRetry: () => void }) {
  return (
    <div className={stateClass} role="alert">
      <span>{message}</span>
      <Button icon="refresh" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  )
}
