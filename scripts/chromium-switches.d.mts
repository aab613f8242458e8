export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
export const UNSHOWN_POPUPS: readonly string[];
export const DISABLE_FEATURES_SWITCH: string;
