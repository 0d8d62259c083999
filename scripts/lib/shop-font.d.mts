export const FONT_DIR: string;
export function shopCharacters(): string[];
export function unicodeRange(text: string): string;
export function ensureShopFont(): Promise<boolean>;
export function shopFontIntegration(): import('astro').AstroIntegration;
