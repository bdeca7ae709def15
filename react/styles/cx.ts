// linaria's own `cx` would keep @linaria/core a runtime dependency of every install, for one join.

/**
 * The class names given, falsy ones left out, joined by spaces.
 *
 * @example
 * cx(buttonBaseClass, busy && busyClass) // 'b1x2y3' or 'b1x2y3 c4d5e6'
 */
export function cx(...classNames: ReadonlyArray<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ')
}
