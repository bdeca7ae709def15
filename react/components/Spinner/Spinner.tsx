import { spinnerClass } from './Spinner.styles'

export interface SpinnerProps {
  /** Pixels. */
  readonly size?: number
}

/** An indeterminate ring in the accent colour; decorative, the text beside it says what is loading. */
export function Spinner({ size = 16 }: SpinnerProps) {
  return (
    <svg className={spinnerClass} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
    </svg>
  )
}
