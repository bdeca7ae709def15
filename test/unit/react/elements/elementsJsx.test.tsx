import { expect } from 'chai'
import { renderToStaticMarkup } from 'react-dom/server'

// `<appkit-button />` and the others in a React host's JSX: typed with AppKit's attributes (React
// 19's JSX namespace in the `react` module, augmented by vestibule/react and vestibule/elements).
// `npx tsc` checks the lines below: a wrong value is a type error, as in AppKit's typings.
describe("AppKit's elements in React JSX", () => {
  it('type-check with their attributes and render them as attributes (server rendering included)', () => {
    const markup = renderToStaticMarkup(
      <>
        <appkit-button size="sm" label="Go" loadingLabel="Going" balance="hide" disabled namespace="eip155" />
        <appkit-connect-button size="md" label="Connect" />
        <appkit-account-button balance="show" />
        <appkit-network-button disabled />
        <appkit-wallet-button wallet="metamask" namespace="eip155" />
      </>,
    )
    expect(markup).to.contain('<appkit-button size="sm" label="Go" loadingLabel="Going" balance="hide" disabled="" namespace="eip155"></appkit-button>')
    expect(markup).to.contain('<appkit-wallet-button wallet="metamask" namespace="eip155"></appkit-wallet-button>')
  })

  it('refuses values AppKit does not take (type errors, checked by tsc)', () => {
    const wrong = [
      // @ts-expect-error size is 'md' or 'sm'
      <appkit-button key="size" size="lg" />,
      // @ts-expect-error balance is 'show' or 'hide'
      <appkit-account-button key="balance" balance="maybe" />,
      // @ts-expect-error the network button takes no label
      <appkit-network-button key="label" label="Network" />,
    ]
    expect(wrong).to.have.length(3)
  })
})
