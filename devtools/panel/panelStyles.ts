// The panel's CSS, adopted by its own shadow root. A plain string, not linaria: the library build
// gathers every linaria rule of every entry into the one `virtual:vestibule-styles` string the
// modal adopts, so panel rules written with linaria would ship inside `vestibule/react` to hosts
// that never import `vestibule/devtools`. As a string it lives only in the devtools entry.

/** Theme variables, declared on :host only so a host page can override them on the element. */
const THEME = `
:host {
  --vd-font: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  --vd-z: 2147483000;
  all: initial;
}
.root[data-theme='dark'] {
  --vd-bg: #16181a; --vd-bg-alt: #1e2124; --vd-bg-hover: #262a2e; --vd-bg-selected: #25365c;
  --vd-fg: #e4e7eb; --vd-fg-dim: #9aa3ad; --vd-border: #2f3439; --vd-accent: #7b8dff;
  --vd-error: #ff7a7a; --vd-added: #6fd18c; --vd-removed: #ff8b8b; --vd-changed: #f0c35a; --vd-skipped: #6b7280;
}
.root[data-theme='light'] {
  --vd-bg: #ffffff; --vd-bg-alt: #f3f4f6; --vd-bg-hover: #e8eaee; --vd-bg-selected: #dbe3ff;
  --vd-fg: #15171a; --vd-fg-dim: #555d66; --vd-border: #d5d9de; --vd-accent: #3047d6;
  --vd-error: #b42318; --vd-added: #137a3a; --vd-removed: #b42318; --vd-changed: #8a5a00; --vd-skipped: #6b7280;
}
.root { font: 12px/1.4 var(--vd-font); color: var(--vd-fg); }
.root button, .root input, .root select, .root textarea { font: inherit; color: inherit; }
.root button { background: var(--vd-bg-alt); border: 1px solid var(--vd-border); border-radius: 4px; padding: 2px 8px; cursor: pointer; }
.root button:hover:not(:disabled) { background: var(--vd-bg-hover); }
.root button:disabled { opacity: 0.5; cursor: default; }
.root button[aria-pressed='true'], .root button[aria-selected='true'] { border-color: var(--vd-accent); color: var(--vd-accent); }
.root input, .root select, .root textarea { background: var(--vd-bg); border: 1px solid var(--vd-border); border-radius: 4px; padding: 2px 6px; }
.root :focus-visible { outline: 2px solid var(--vd-accent); outline-offset: 1px; }
`

const FLOATING_BUTTON = `
.fab { position: fixed; right: 12px; bottom: 12px; z-index: var(--vd-z); width: 36px; height: 36px; border-radius: 50% !important;
  background: var(--vd-bg) !important; color: var(--vd-accent); box-shadow: 0 2px 8px rgba(0, 0, 0, 0.3); font-weight: 700; }
`

const PANEL = `
.panel { position: fixed; z-index: var(--vd-z); background: var(--vd-bg); border: 1px solid var(--vd-border);
  display: flex; flex-direction: column; box-shadow: 0 0 16px rgba(0, 0, 0, 0.25); }
.panel[data-dock='bottom'] { left: 0; right: 0; bottom: 0; }
.panel[data-dock='right'] { top: 0; right: 0; bottom: 0; }
.resizer { flex: none; background: var(--vd-border); }
.panel[data-dock='bottom'] .resizer { height: 4px; cursor: ns-resize; }
.panel[data-dock='right'] .resizer { position: absolute; left: 0; top: 0; bottom: 0; width: 4px; cursor: ew-resize; }
.toolbar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; padding: 4px 8px; border-bottom: 1px solid var(--vd-border); background: var(--vd-bg-alt); }
.toolbar .spacer { flex: 1; }
.toolbar label { display: inline-flex; gap: 4px; align-items: center; }
.body { flex: 1; display: flex; min-height: 0; }
.panel[data-dock='right'] .body { flex-direction: column; }
.message { padding: 4px 8px; border-bottom: 1px solid var(--vd-border); }
.message[role='alert'] { color: var(--vd-error); }
.message.warning { color: var(--vd-changed); }
.chips { display: flex; gap: 4px; flex-wrap: wrap; padding: 2px 8px; }
`

const EVENT_LIST = `
.list { flex: 1 1 45%; min-width: 0; min-height: 0; overflow: auto; position: relative; border-right: 1px solid var(--vd-border); }
.list:focus-visible { outline-offset: -2px; }
.row { position: absolute; left: 0; right: 0; user-select: none; display: flex; gap: 8px; align-items: center; padding: 0 8px; white-space: nowrap; cursor: pointer; box-sizing: border-box; }
.row:hover { background: var(--vd-bg-hover); }
.row[aria-selected='true'] { background: var(--vd-bg-selected); }
.row[data-in-range='true'] { box-shadow: inset 3px 0 var(--vd-accent); }
.row[data-travel='true'] { font-weight: 700; }
.row[data-skipped='true'] .type { text-decoration: line-through; color: var(--vd-skipped); }
.row .seq { color: var(--vd-fg-dim); width: 5ch; text-align: right; flex: none; }
.row .time { color: var(--vd-fg-dim); flex: none; }
.row .type { overflow: hidden; text-overflow: ellipsis; }
.row .source { color: var(--vd-accent); margin-left: auto; flex: none; }
.row .cause { color: var(--vd-fg-dim); flex: none; }
.row .error { color: var(--vd-error); flex: none; }
`

const INSPECTOR = `
.inspector { flex: 1 1 55%; min-width: 0; min-height: 0; display: flex; flex-direction: column; }
.tabs { display: flex; gap: 4px; padding: 4px 8px; border-bottom: 1px solid var(--vd-border); flex-wrap: wrap; }
.tabpanel { flex: 1; overflow: auto; padding: 6px 8px; min-height: 0; }
.travel { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; padding: 4px 8px; border-bottom: 1px solid var(--vd-border); }
.hash { color: var(--vd-fg-dim); }
.tree { margin: 0; padding-left: 14px; list-style: none; }
.tree summary { cursor: pointer; }
.key { color: var(--vd-accent); }
.str { color: var(--vd-added); }
.num, .bool { color: var(--vd-changed); }
.null { color: var(--vd-fg-dim); }
.diff h4 { margin: 8px 0 2px; font-size: 12px; }
.diff .added { color: var(--vd-added); }
.diff .removed { color: var(--vd-removed); }
.diff .changed { color: var(--vd-changed); }
.diff li { word-break: break-all; }
pre.raw { margin: 0; white-space: pre-wrap; word-break: break-all; }
textarea.code { width: 100%; min-height: 160px; box-sizing: border-box; }
.links button { margin: 1px 0; }
table.grid { border-collapse: collapse; width: 100%; }
table.grid th, table.grid td { text-align: left; padding: 2px 8px; border-bottom: 1px solid var(--vd-border); vertical-align: top; }
.full { flex: 1; overflow: auto; padding: 6px 8px; }
`

export const PANEL_CSS = [THEME, FLOATING_BUTTON, PANEL, EVENT_LIST, INSPECTOR].join('\n')
