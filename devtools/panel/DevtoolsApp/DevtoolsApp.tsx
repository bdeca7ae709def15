import { useEffect, useSyncExternalStore } from 'react'
import type { AppKit } from '../../../core'
import { Panel } from '../Panel/Panel'
import type { DevtoolsScenario } from '../devtoolsOptions'
import type { Recorder } from '../model/createRecorder'
import type { PanelController } from '../panelController'
import { internalsOf } from '../../../core/logKit'

export interface DevtoolsAppProps {
  readonly appKit: AppKit
  readonly recorder: Recorder
  readonly controller: PanelController
  readonly scenarios: readonly DevtoolsScenario[]
  readonly floatingButton: boolean
}

/** The floating button and, when open, the panel, themed like the modal (light or dark). */
export function DevtoolsApp(props: DevtoolsAppProps) {
  const { appKit, controller } = props
  useSyncExternalStore(controller.subscribe, controller.snapshot)
  const themeMode = useSyncExternalStore(
    listener => appKit.subscribeVestibuleState(listener),
    () => appKit.getState().theme.themeMode,
  )
  // The panel never leaves the page showing a past state once it is closed.
  useEffect(() => {
    if (!controller.open) internalsOf(appKit).timeTravel.resume()
  }, [appKit, controller.open])
  return (
    <div className="root" data-theme={themeMode}>
      {props.floatingButton && !controller.open && (
        <button type="button" className="fab" aria-label="Open Vestibule devtools" title="Vestibule devtools" onClick={() => controller.setOpen(true)}>
          VD
        </button>
      )}
      {controller.open && <Panel appKit={appKit} recorder={props.recorder} controller={controller} scenarios={props.scenarios} />}
    </div>
  )
}
