// The devtools bench page: an instance whose log holds 50,000 events (or `?events=N`), with the
// panel mounted and closed, as a developer finds it after a long session.
import { internalsOf } from '../../core/logKit'
import { mountDevtools } from '../../devtools'
import { benchInstance, workload } from '../benchFixtures'

const count = Number(new URL(location.href).searchParams.get('events') ?? 50_000)
const { appKit } = benchInstance(count)
for (let i = 0; internalsOf(appKit).log.size < count; i++) appKit.dispatch(workload(i))
const page = window as unknown as { __devtools: ReturnType<typeof mountDevtools>; __ready: boolean }
page.__devtools = mountDevtools(appKit)
page.__ready = true
