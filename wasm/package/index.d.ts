// Types of uici-wasm's API (index.js). The site's engine worker (site_worker.js) has no API of
// its own: a page starts it with new Worker(url, {type: 'module'}) and exchanges SiteMessage
// and SiteAnswer with it. Nor has the board page's server (gui_worker.js): the page posts it the
// JSON texts of PROTOCOL.md section 12 and receives the replies' texts, after a first 'ready'.

export interface LineOptions {
  /** Replies as JSON Lines (uici --json). */
  json?: boolean;
  /** One info line first (uici --banner). */
  banner?: boolean;
  /** Exit with code 1 after the first error line (uici --exit-on-error). */
  exitOnError?: boolean;
  /** At end of input, finish the running job and the queued lines first (uici --batch). */
  batch?: boolean;
  /**
   * Feed the worker through shared memory, so that stop, quit, isready and ping reach it while a
   * search runs. Default: when SharedArrayBuffer is usable (Node; a cross-origin isolated page).
   */
  sharedMemory?: boolean;
  /** Size of the shared input buffer in bytes (default 1 MiB; longer input waits its turn). */
  ringBytes?: number;
}

export interface LineEngine {
  /** Whether input goes through shared memory (see LineOptions.sharedMemory). */
  readonly sharedMemory: boolean;
  /** Called with each reply line, without its line end, as it comes (go's info lines too). */
  onLine(handler: (line: string) => void): void;
  /** One request line; "\n" is added. */
  send(line: string): void;
  /** Raw input, as written to uici's stdin: a string (sent as UTF-8) or bytes. */
  write(data: string | Uint8Array): void;
  /** End of input, as closing uici's stdin: a quit, unless batch. */
  close(): void;
  /** Resolves with the exit code (PROTOCOL.md 6) when the engine has quit. */
  readonly exited: Promise<number>;
  /** Ends the worker at once. */
  terminate(): void;
}

/** Starts the line protocol in a worker (a web worker, or Node's worker_threads). */
export function createLineEngine(options?: LineOptions): Promise<LineEngine>;

/** Whether SharedArrayBuffer can be shared with a worker here. */
export function canShareMemory(): boolean;

/** The message the site posts to its engine worker (enginegame.ts, onMovePlayed). */
export interface SiteMessage {
  stringGamefile?: string;
  /** The site's LongFormatIn (icnconverter.ts), as gamecompressor.compressGamefile makes it. */
  lf: unknown;
  engineConfig?: { engineTimeLimitPerMoveMillis?: number; strengthLevel?: number; multiPv?: number };
  youAreColor?: number;
  wtime?: number;
  btime?: number;
  winc?: number;
  binc?: number;
  requestGeneratedMoves?: boolean;
}

/** The worker's answer: a move "x,y>x,y" or "x,y>x,y=Q", null to resign, or the legal moves. */
export type SiteAnswer =
  | { type: 'move'; data: string | null; error?: string }
  | { type: 'generatedMoves'; data: string[] };
