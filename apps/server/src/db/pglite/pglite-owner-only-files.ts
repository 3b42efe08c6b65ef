/**
 * Group and other permission bits: never given to a file of the embedded database, so its
 * Emscripten defaults (0666 files, 0777 folders) become config/private-files.ts's 0600 and 0700.
 */
const GROUP_AND_OTHER_BITS = 0o077

/**
 * Keeps every file and folder PGlite writes under DATA_DIR/pglite its owner's only (0600 files,
 * 0700 folders), whatever the umask. Emscripten's NODEFS creates them with the modes PostgreSQL
 * asks for, and PGlite's first start copies its new cluster in with explicit `chmod`s to 0666,
 * which no umask filters; both pass through here without their group and other bits.
 */
export function keepPgliteFilesOwnerOnly(NODEFS: EmscriptenNodeFsModes): void {
  const ownerOnly = (mode: number) => mode & ~GROUP_AND_OTHER_BITS
  const { mknod } = NODEFS.node_ops
  NODEFS.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, ownerOnly(mode), dev)
  const { doSetAttr } = NODEFS
  NODEFS.doSetAttr = (target, node, attributes, ...operations) => {
    doSetAttr(
      target,
      node,
      attributes.mode === undefined
        ? attributes
        : { ...attributes, mode: ownerOnly(attributes.mode) },
      ...operations,
    )
  }
}

/** The parts of Emscripten's NODEFS this file uses; PGlite's types do not describe them. */
export interface EmscriptenNodeFsModes {
  node_ops: { mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown }
  doSetAttr: (
    target: unknown,
    node: unknown,
    attributes: { mode?: number },
    ...operations: unknown[]
  ) => void
}
