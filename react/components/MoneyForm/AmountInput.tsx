import { amountClass } from './MoneyForm.styles'

export interface AmountInputProps {
  readonly id: string
  readonly value: string
  /** The amount typed, a decimal comma read as a point (a visitor's keyboard may offer only a comma). */
  readonly onAmount: (amount: string) => void
  readonly invalid: boolean
  readonly disabled: boolean
  readonly placeholder?: string
  /** When the field's visible label names the box (Sell) rather than the amount. */
  readonly ariaLabel?: string
}

/** The large amount field of a money form (Swap, On-Ramp): a decimal keyboard, no autofill. */
export function AmountInput({ id, value, onAmount, invalid, disabled, placeholder, ariaLabel }: AmountInputProps) {
  return (
    <input
      id={id}
      className={amountClass}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      aria-label={ariaLabel}
      aria-invalid={invalid}
      value={value}
      onChange={event => onAmount(event.target.value.replace(',', '.'))}
      disabled={disabled}
    />
  )
}
