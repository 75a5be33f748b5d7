import 'server-only';
export {
  checkoutWithShopSettings,
  configWithShopSettings,
  settingsOfConfig,
  storedShopSettings,
  type StoredShopSettings,
} from './shop-settings';
export {
  currentShopSettings,
  saveShopSettings,
  type SaveSettingsResult,
  type SettingsProblem,
} from './save-shop-settings';
