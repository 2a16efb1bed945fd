export declare const pinnedChromiumVersion: string;
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function ensurePinnedChromium(): string;
export declare function chromiumEnv(): Record<string, string>;
export declare function chromiumLaunchOptions(): {
  executablePath: string;
  args: string[];
  env: Record<string, string | undefined>;
};
