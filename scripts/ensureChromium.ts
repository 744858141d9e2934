/**
 * Finds Debian's Chromium for the browser tests; installs it with apt-get when missing and we are
 * root. Never downloads a browser build of its own.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.LATCH_CHROMIUM ?? '/usr/bin/chromium'

/** The flags that work on this machine (headless, no sandbox as root, no background traffic). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-quic',
]

export async function ensureChromium(): Promise<{ ok: true; path: string } | { ok: false; message: string }> {
  if (existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH }
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      message: `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package as root: apt-get update && apt-get install -y chromium`,
    }
  }
  console.log('Chromium is missing: installing Debian package chromium with apt-get …')
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (result.status !== 0) return { ok: false, message: `apt-get ${args.join(' ')} failed (exit ${result.status})` }
  }
  return existsSync(CHROMIUM_PATH) ? { ok: true, path: CHROMIUM_PATH } : { ok: false, message: `apt-get installed chromium but ${CHROMIUM_PATH} is still missing` }
}
