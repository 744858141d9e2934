/**
 * Optional peer dependencies in the build. A static `import … from '@solana/web3.js'`
 * fails before any Latch code runs when the package is missing ("Cannot find package"), so the
 * build routes each entry's imports of an optional peer through a small module that loads it with
 * `importPeer` (core/importPeer.ts): without the package, importing `latch/solana` rejects with a
 * `PeerDependencyMissingError` that names the package and the entry.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type * as esbuild from 'esbuild'

type OptionalPeerImport = {
  packageName: string
  install: string
  /** Source folders (relative to the root) whose imports of the package are routed, by entry. */
  importers: { dir: string; entry: string }[]
}

/** The optional peers of package.json's peerDependenciesMeta that dist/ imports, and who imports them. */
export const OPTIONAL_PEER_IMPORTS: OptionalPeerImport[] = [
  {
    packageName: '@solana/web3.js',
    install: '@solana/web3.js@1',
    importers: [{ dir: 'adapters/solana/', entry: 'latch/solana' }],
  },
]

const NAMESPACE = 'latch-optional-peer'

/** The value names the source files under `dirs` import from `packageName` (type-only ones left out). */
export function importedNames(root: string, dirs: readonly string[], packageName: string): string[] {
  const quoted = packageName.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${quoted}'`, 'g')
  const names = new Set<string>()
  for (const dir of dirs) {
    for (const file of readdirSync(join(root, dir))) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue
      for (const match of readFileSync(join(root, dir, file), 'utf8').matchAll(pattern)) {
        if (match[1]) continue
        for (const spec of match[2]!
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          if (!spec.startsWith('type ')) names.add(spec.split(/\s+as\s+/)[0]!)
        }
      }
    }
  }
  return [...names].sort()
}

/** Every named export of an installed package (build time, from the repository's copy). */
async function packageExports(packageName: string): Promise<string[]> {
  return Object.keys((await import(packageName)) as object).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name))
}

/**
 * The esbuild plugin: an import of an optional peer from one of its importer folders resolves to
 * a module that awaits `importPeer(() => import(peer))` and re-exports the names used.
 */
export function optionalPeersPlugin(root: string): esbuild.Plugin {
  return {
    name: 'latch-optional-peers',
    setup(build) {
      for (const peer of OPTIONAL_PEER_IMPORTS) {
        const names = importedNames(
          root,
          peer.importers.map((i) => i.dir),
          peer.packageName,
        )
        const filter = new RegExp(`^${peer.packageName.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)
        build.onResolve({ filter }, async (args) => {
          if (args.namespace === NAMESPACE) return { path: peer.packageName, external: true }
          const importer = peer.importers.find((i) => args.importer.startsWith(join(root, i.dir)))
          if (!importer) return undefined
          // A dynamic import() gets every export (its names are not in an import statement).
          const all = args.kind === 'dynamic-import'
          const exported = all ? await packageExports(peer.packageName) : names
          return { path: all ? `${importer.entry}?all` : importer.entry, namespace: NAMESPACE, pluginData: { peer, names: exported } }
        })
      }
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const { peer, names } = args.pluginData as { peer: OptionalPeerImport; names: string[] }
        const options = { packageName: peer.packageName, entry: args.path.replace(/\?all$/, ''), install: peer.install }
        return {
          resolveDir: root,
          loader: 'js',
          contents: [
            `import { importPeer } from './core/importPeer.ts'`,
            `const peer = await importPeer(() => import(${JSON.stringify(peer.packageName)}), ${JSON.stringify(options)})`,
            `export const { ${names.join(', ')} } = peer`,
          ].join('\n'),
        }
      })
    },
  }
}
