import type { SandboxHostConfig } from '../sandboxHostConfig'
import { SANDBOX_HOST_CONFIG_GLOBAL } from '../sandboxHostConfig'

export type RenderHostPageParameters = {
  config: SandboxHostConfig
  /** Classic script that installs the sandbox wallet; runs before the app. */
  walletScript: string
  moduleScripts: readonly string[]
  stylesheets: readonly string[]
  title?: string
  /** The page's own markup, before the scripts; `<div id="root"></div>` by default. */
  body?: string
}

/** JSON inside <script> must not be able to close the tag or open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/**
 * The host page of the demo and of browser tests. Order matters: the config
 * first (both the wallet and the app read it), then the wallet (announced like
 * an extension, before the app), then the app as a module.
 */
export function renderHostPage(parameters: RenderHostPageParameters): string {
  const { config, walletScript, moduleScripts, stylesheets, title = 'Vestibule sandbox', body = '<div id="root"></div>' } = parameters
  const links = stylesheets.map(href => `    <link rel="stylesheet" href="${escapeAttribute(href)}">`)
  const modules = moduleScripts.map(src => `    <script type="module" src="${escapeAttribute(src)}"></script>`)
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    `    <title>${escapeAttribute(title)}</title>`,
    '    <link rel="icon" href="data:,">',
    ...links,
    '  </head>',
    '  <body>',
    `    ${body}`,
    `    <script>window.${SANDBOX_HOST_CONFIG_GLOBAL} = ${scriptSafeJson(config)};</script>`,
    `    <script src="${escapeAttribute(walletScript)}"></script>`,
    ...modules,
    '  </body>',
    '</html>',
    '',
  ].join('\n')
}
