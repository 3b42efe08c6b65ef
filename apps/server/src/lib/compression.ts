/**
 * Answers smaller than this many bytes are sent uncompressed: the encoding would save little and
 * cost more than it saves (docs/performance.md).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024
