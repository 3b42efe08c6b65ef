import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface FileSize {
  file: string
  raw: number
  /** zlib's default level, as the shop's server compresses on the fly. */
  gzip: number
  /** Quality 4, the server's setting (apps/server/src/plugins/security.ts). */
  brotli: number
}

const SERVER_BROTLI_QUALITY = 4

export async function measureFile(outDir: string, file: string): Promise<FileSize> {
  const bytes = await readFile(path.join(outDir, file))
  return {
    file,
    raw: bytes.byteLength,
    gzip: gzipSync(bytes).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: SERVER_BROTLI_QUALITY },
    }).byteLength,
  }
}

export function sumSizes(file: string, sizes: FileSize[]): FileSize {
  return sizes.reduce(
    (total, size) => ({
      file,
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { file, raw: 0, gzip: 0, brotli: 0 },
  )
}

/** Bytes as kB (1,000 bytes) with one decimal. */
export const formatKilobytes = (bytes: number): string => (bytes / 1000).toFixed(1)
