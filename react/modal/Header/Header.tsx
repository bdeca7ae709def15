import { IconButton } from '../../components/IconButton/IconButton'
import { headerClass, spacerClass, titleClass, titleTextClass } from './Header.styles'

export interface HeaderProps {
  readonly title: string
  /** The title names the dialog (`aria-labelledby`). */
  readonly titleId: string
  /** The buttons' accessible names, in the modal's locale. */
  readonly backLabel: string
  readonly closeLabel: string
  /** None on the view the modal opened on: going back from it would only close the modal. */
  readonly onBack?: (() => void) | undefined
  /** Embedded mode has nothing to close. */
  readonly onClose?: (() => void) | undefined
}

/**
 * Back, the view's title (its text fades in over 120 ms when it changes, SPEC §2), and Close. A
 * grid: in a right-to-left locale Back sits on the right and Close on the left.
 */
export function Header({ title, titleId, backLabel, closeLabel, onBack, onClose }: HeaderProps) {
  return (
    <div className={headerClass}>
      {onBack ? <IconButton icon="back" label={backLabel} onClick={onBack} /> : <span className={spacerClass} />}
      <h2 id={titleId} className={titleClass}>
        <span key={title} className={titleTextClass}>
          {title}
        </span>
      </h2>
      {onClose ? <IconButton icon="close" label={closeLabel} onClick={onClose} /> : <span className={spacerClass} />}
    </div>
  )
}
