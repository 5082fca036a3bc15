import type { Readable } from 'node:stream';

export declare const FRAME: { data: 1; process: 2; drop: 3; stats: 4 };
export type FrameType = (typeof FRAME)[keyof typeof FRAME];
export declare function frameHeader(type: FrameType, id: number, length: number): Buffer;
export declare function readFrames(
  stream: Readable,
  onFrame: (type: FrameType, id: number, payload: Buffer) => void,
): void;
