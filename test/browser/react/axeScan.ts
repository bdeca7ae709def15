// axe-core over the modal, shared by the accessibility scans (add axe to the page first:
// `page.addScriptTag({ path: AXE_PATH })`).
import type { Page } from 'playwright-core'

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: unknown; failureSummary?: string }>
}

/** axe-core over the modal's host element (axe walks open shadow roots); serious and critical violations only. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
    const { violations } = await axe.run(document.querySelector('vestibule-modal')!, { resultTypes: ['violations'] })
    return violations
  })
  return violations
    .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      violation =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.map(node => [node.target, node.failureSummary]))}`,
    )
}
