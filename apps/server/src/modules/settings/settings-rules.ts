import type { AppConfig } from '../../config/env.js'
import { isStoredImageUrl } from '../uploads/stored-image-url.js'
import type { SettingsRules } from './settings.admin-service.js'
import { neutralShopSettings } from './settings-defaults.js'

/** The settings' defaults and image check of this shop's configuration. */
export function settingsRulesOf(config: AppConfig): SettingsRules {
  return {
    defaults: neutralShopSettings(config),
    isStoredImageUrl: (url) => isStoredImageUrl(config, url),
  }
}
