// The public API of `vestibule/log`: exporting an instance's event log and replaying one, for
// bug reports, the devtools and generated tests. An entry of its own: the document format, the
// redaction rules and the replay machinery stay out of every page that only records (core keeps
// the log itself, behind the instance's internal door: `internalsOf(appKit).log`). Importing a
// log file validates it with zod: `importLog` is in `vestibule/validation`.
export { exportLog } from './appkit/exportLog'
export type { ExportLogOptions, LogSource } from './log/exportLogSource'
export { internalsOf } from './appkit/appKitInternals'
export { InvalidLogError, LOG_FORMAT, LOG_VERSION } from './log/logDocument'
export { foldEvent, reducerForLog, replay } from './log/replay'
export type { LogReducer, ReplayOptions } from './log/replay'
export { redactSecretText } from './log/secretText'
export type { RedactSecretTextOptions } from './log/secretText'
export { unknownEventTypes } from './log/unknownEventTypes'
export type { UnknownEventType } from './log/unknownEventTypes'
