export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

export interface Logger {
  debug(...args: unknown[]): void
  info(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
  /** A logger for a part of this one, prefixed with its name. */
  child(name: string): Logger
}

const ORDER: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent']

/** Console logger with a level (SPEC §9: `error` by default, `debug` when the app sets debug). */
export function createLogger(level: LogLevel, prefix = 'vestibule', sink: Pick<Console, 'debug' | 'info' | 'warn' | 'error'> = console): Logger {
  const min = ORDER.indexOf(level)
  const at =
    (l: Exclude<LogLevel, 'silent'>) =>
    (...args: unknown[]) => {
      if (ORDER.indexOf(l) >= min) sink[l](`[${prefix}]`, ...args)
    }
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: name => createLogger(level, `${prefix}:${name}`, sink),
  }
}
