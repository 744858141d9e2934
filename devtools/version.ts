/** The package's version a bug report names (package.json "version"; a test keeps them equal). */
export const LATCH_VERSION = '0.1.0'
