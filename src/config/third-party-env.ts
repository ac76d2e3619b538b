import { thirdPartyConfig } from '@/config/third-party';

/** The third-party config as built into this bundle (values fixed at build time). */
export const thirdParty = thirdPartyConfig(import.meta.env);
