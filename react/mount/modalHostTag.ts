/**
 * The element the modal lives in, on the page. Its own file, so the modal's styles can scope their
 * `:host` rules to it: the same stylesheet is adopted by AppKit's elements' shadow roots, whose hosts
 * must keep the page's layout.
 */
export const MODAL_HOST_TAG = 'vestibule-modal'
