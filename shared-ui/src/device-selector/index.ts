// `shared-ui/device-selector`: the device selector of buyout and service, its own shared singleton
// so the boot bundle does not carry it — only the remotes that select devices load it.
// Inside it, everything of shared-ui proper is imported as 'shared-ui', the one runtime instance.
export { DeviceSelector, type DeviceSelectorProps } from './device-selector.tsx';
export {
  type DeviceChoicesRequest,
  type DeviceSelectorScope,
  deviceSelectorApi,
} from './device-selector-api.ts';
export { deviceSelectorMessages } from './device-selector-messages.ts';
export type { DeviceChoiceLists, DeviceSelectorSeed } from './selection.ts';
export type { SelectorFailureLogger } from './use-level-choices.ts';
