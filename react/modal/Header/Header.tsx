import { IconButton } from '../../components/IconButton/IconButton'
import { headerClass, spacerClass, titleClass, titleTextClass } from './Header.styles'

export interface HeaderProps {
  readonly title: string
  /** The title names the dialog (`aria-labelledby`). */
  readonly titleId: string
  readonly onBack: () => void
  /** Embedded mode has nothing to close. */
  readonly onClose?: (() => void) | undefined
}

/** Back, the view's title (its text fades in over 120 ms when it changes, SPEC §2), and Close. */
export function Header({ title, titleId, onBack, onClose }: HeaderProps) {
  return (
    <div className={headerClass}>
      <IconButton icon="back" label="Back" onClick={onBack} />
      <h2 id={titleId} className={titleClass}>
        <span key={title} className={titleTextClass}>
          {title}
        </span>
      </h2>
      {onClose ? <IconButton icon="close" label="Close" onClick={onClose} /> : <span className={spacerClass} />}
    </div>
  )
}
