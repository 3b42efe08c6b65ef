import type { AppConfig } from '../../config/env.js'
import { createLocalUploadStore } from './local-upload-store.js'
import { createS3UploadStore } from './s3-upload-store.js'
import type { UploadStore } from './upload-store.js'

/** The bucket the S3_* settings name, or files under DATA_DIR/uploads when there are none. */
export function createUploadStore(config: Pick<AppConfig, 's3' | 'uploadsDir'>): UploadStore {
  return config.s3 ? createS3UploadStore(config.s3) : createLocalUploadStore(config.uploadsDir)
}
