/**
 * The npm registry reachable here lacks some platform builds of packages that ship binaries
 * (anvil for macOS/Windows, litesvm 1.5.0 for macOS x64…). `npm install` then leaves them out of
 * package-lock.json and `npm ci` refuses the lock. This adds an entry for every missing optional
 * platform package (version, os, cpu, libc), which `npm ci` skips on other platforms.
 * Run after any `npm install`: `npx tsx scripts/lockOptionals.ts`. A test checks it was run.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname
type LockEntry = { version?: string; optional?: boolean; os?: string[]; cpu?: string[]; libc?: string[]; optionalDependencies?: Record<string, string> }

/** Platform fields from a package name such as `anvil-darwin-arm64` or `litesvm-linux-x64-musl`. */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const os = ['darwin', 'linux', 'win32'].find((o) => name.includes(`-${o}`))
  const cpu = /arm64/.test(name) ? 'arm64' : /(x64|amd64)/.test(name) ? 'x64' : undefined
  const libc = name.endsWith('-musl') ? 'musl' : name.endsWith('-gnu') ? 'glibc' : undefined
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}) }
}

/** The optional platform packages a lock is missing, as `[name, version]`. */
export function missingOptionals(lock: { packages: Record<string, LockEntry> }): [string, string][] {
  const missing: [string, string][] = []
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.startsWith('node_modules/')) continue
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!lock.packages[`node_modules/${name}`] && Object.keys(platformOf(name)).length) missing.push([name, version])
    }
  }
  return missing
}

export function fixLock(path = `${root}package-lock.json`): number {
  const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> }
  const missing = missingOptionals(lock)
  for (const [name, version] of missing) {
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platformOf(name) }
  }
  const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)))
  writeFileSync(path, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`)
  return missing.length
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`added ${fixLock()} optional platform entries`)
