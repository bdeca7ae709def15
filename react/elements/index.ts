// The public API of `vestibule/elements`: AppKit's custom elements, for a page that defines them
// itself (createAppKit from `vestibule` or `vestibule/react` already does). Importing it defines
// nothing and touches no DOM (server rendering imports it safely): call defineAppKitElements().
import './appKitElementsJsx'

export { defineAppKitElements } from './defineAppKitElements'
export { APPKIT_ELEMENT_TAGS } from './appKitElementTags'
export type { AppKitElementTag } from './appKitElementTags'
export type { AppKitElementProps } from './readElementAttributes'
export type { AppKitElementsJsx } from './appKitElementsJsx'
