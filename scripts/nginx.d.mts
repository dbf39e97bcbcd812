export declare function findNginx(): string | null;
export declare function ensureNginx(): string;
export declare function mainConfig(prefix: string, servers: string[]): string;
export declare function startNginx(options: {
  prefix: string;
  servers: string[];
  ports: number[];
}): Promise<{ stop: () => void; errorLog: () => string }>;
