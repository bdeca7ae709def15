/** Whether this code runs outside a browser page (server rendering): there is no `document`. */
export function isServer(): boolean {
  return typeof document === 'undefined'
}
