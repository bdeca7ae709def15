/**
 * Runs a build and puts `process.env.NODE_ENV` back as it found it. Vite's build sets it to
 * 'production' in the process that runs it when it is unset: left so, it would turn every later test
 * of the mocha run into a production-mode run (no options validation at `createAppKit`, no
 * synchronous restore).
 *
 * @example
 * await keepingNodeEnv(() => viteBuild(config))
 */
export async function keepingNodeEnv<T>(build: () => Promise<T>): Promise<T> {
  const nodeEnv = process.env.NODE_ENV
  try {
    return await build()
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}
