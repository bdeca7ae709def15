import { DEFAULT_ALLOWED_ORIGINS } from '../constants'

/**
 * The console message for a page origin the project does not allow (SPEC §5, §8; issue 16, AppKit
 * #5031): it names the origin, the project, what is allowed, and where to allow it.
 *
 * @example
 * originNotAllowedMessage('https://shop.example', 'abc', ['https://example.com'])
 */
export function originNotAllowedMessage(origin: string, projectId: string, allowed: readonly string[]): string {
  return (
    `Invalid App Configuration: the page origin ${origin} is not on the allowed origins of project ${projectId}. ` +
    `Add ${origin} (or a wildcard such as https://*.${new URL(origin).hostname.split('.').slice(-2).join('.')}) to the project's allowed domains in its dashboard configuration. ` +
    `Allowed now: ${allowed.join(', ')}; always allowed: ${DEFAULT_ALLOWED_ORIGINS.join(', ')}.`
  )
}
