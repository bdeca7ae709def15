import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/**
 * npm as a person runs it in `cwd`: without the variables `npm run` gave this process, which would
 * make it act on the repository. A failure carries npm's whole output.
 *
 * @example
 * await runNpm(['install', '--offline', tarball], hostDir)
 */
export async function runNpm(args: readonly string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_(package|lifecycle|config_local_prefix|config_prefix|command)/i.test(key)),
  )
  try {
    return await execFileAsync('npm', [...args], { cwd, env, maxBuffer: 32 * 1024 * 1024 })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`npm ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error })
  }
}
