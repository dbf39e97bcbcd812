export declare function contentSecurityPolicy(options?: {
  apiOrigin?: string;
  avatarOrigin?: string;
}): string;
export declare function securityHeaders(options?: {
  apiOrigin?: string;
  avatarOrigin?: string;
}): Record<string, string>;
export declare function cacheControlFor(pathname: string): string;
export declare function originOf(url: string | undefined): string | undefined;
export declare const CSP_TEMPLATE_FILE: string;
export declare function cspTemplate(): string;
