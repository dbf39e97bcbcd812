export declare function contentSecurityPolicy(options?: { apiOrigin?: string }): string;
export declare function securityHeaders(options?: { apiOrigin?: string }): Record<string, string>;
export declare function cacheControlFor(pathname: string): string;
export declare function originOf(url: string | undefined): string | undefined;
