// Types of e2e/lanes.mjs (plain JavaScript so that scripts/run/, Node builtins only, can read it).
export interface E2ELane {
  name: string;
  stack: number;
  /** spec file names without `.spec.ts`; null: every spec no other lane names */
  specs: string[] | null;
}
export declare const E2E_LANES: E2ELane[];
export declare const E2E_STACKS: number;
export declare function stackPorts(n: number, portBase: number, apiPort: number): { portBase: number; apiPort: number };
export declare function laneFilter(name: string): { testIgnore: RegExp };
export declare function specsPattern(specs: string[]): RegExp;
export declare const REMOTE_SPECS: Record<string, string[]>;
export declare function checkLanes(specFiles: string[]): void;
