/** The demo site's own look: an ordinary host page, deliberately not styled by Vestibule. */
export const DEMO_CSS = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7; color: #1b1d21; }
  header { display: flex; align-items: center; gap: 12px; padding: 16px 24px; background: #fff; border-bottom: 1px solid #e3e5e8; }
  header h1 { font-size: 18px; margin: 0 auto 0 0; }
  main { max-width: 720px; margin: 32px auto; padding: 0 24px; display: grid; gap: 16px; }
  section { background: #fff; border: 1px solid #e3e5e8; border-radius: 12px; padding: 16px 20px; }
  section h2 { font-size: 15px; margin: 0 0 12px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; font-size: 14px; }
  dt { color: #6b7079; }
  dd { margin: 0; font-family: ui-monospace, monospace; word-break: break-all; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; }
  .actions button { font: inherit; font-size: 14px; padding: 8px 14px; border-radius: 8px; border: 1px solid #c9ccd1; background: #fff; cursor: pointer; }
  .actions button:focus-visible { outline: 2px solid #3396ff; outline-offset: 2px; }
  .actions button:disabled { opacity: .5; cursor: default; }
  .consent { max-width: 672px; margin: 16px auto 0; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 14px 18px; background: #fff; border: 1px solid #e3e5e8; border-radius: 12px; font-size: 14px; }
  .consent p { flex: 1 1 240px; margin: 0; }
  .consent button { font: inherit; font-size: 14px; padding: 8px 14px; border-radius: 8px; border: 1px solid #c9ccd1; background: #fff; cursor: pointer; }
  .consent button:first-of-type { background: #1b1d21; border-color: #1b1d21; color: #fff; }
  .consent button:focus-visible { outline: 2px solid #3396ff; outline-offset: 2px; }
  output { display: block; margin-top: 12px; font-family: ui-monospace, monospace; font-size: 13px; word-break: break-all; }
`
