import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Permission bits other users could use: any group or other bit. */
const SHARED_BITS = 0o077;

type EmscriptenOptions = Parameters<NodeFS['init']>[1];

/** The two calls of Emscripten's NODEFS that give a file on disk its mode. */
interface ModeSettingOps {
  mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
  setattr(node: unknown, attr: { mode?: number }): void;
}

function hasModeSettingOps(fs: object): fs is { node_ops: ModeSettingOps } {
  if (!('node_ops' in fs) || typeof fs.node_ops !== 'object' || fs.node_ops === null) return false;
  return 'mknod' in fs.node_ops && 'setattr' in fs.node_ops;
}

/** Every mode Emscripten writes through NODEFS, with the group and other bits taken off. */
function keepOwnerOnly(nodefs: object) {
  if (!hasModeSettingOps(nodefs)) {
    throw new Error('PGlite’s NODEFS changed shape: cannot keep the embedded database owner-only');
  }
  const ops = nodefs.node_ops;
  const { mknod, setattr } = ops;
  ops.mknod = (parent, name, mode, dev) => mknod.call(ops, parent, name, mode & ~SHARED_BITS, dev);
  ops.setattr = (node, attr) =>
    setattr.call(ops, node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~SHARED_BITS });
}

/**
 * PGlite's Node file system, keeping every file and folder of the embedded database for its owner only, whenever
 * it is written: Postgres running in WebAssembly sets modes such as 0644 itself (its catalog cache,
 * pg_internal.init, is rewritten on every start), past the process's umask. The files hold emails and password
 * hashes.
 */
export class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (module: { NODEFS: object }) => keepOwnerOnly(module.NODEFS),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}
