// The baseline of the host-page bench: React 19 alone, rendering a button like the connect button,
// built and served exactly as the connect-button page is.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <button type="button" style={{ height: 40, padding: '0 16px', borderRadius: 28, font: '600 14px system-ui' }}>
    Connect Wallet
  </button>,
)
