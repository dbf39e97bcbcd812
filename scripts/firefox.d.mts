export declare const FIREFOX_PREFS: Record<string, string | number | boolean>;
export declare function findFirefox(): string | undefined;
