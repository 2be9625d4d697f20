/**
 * Worker thread for `tower-press simulate --jobs N`: plays each chunk it is sent and posts the
 * result back. A separate entry point, so a bundled CLI ships it as a file of its own beside
 * the main bundle (simulate-pool.ts looks for it there).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { playChunk, type ChunkJob } from './simulate-chunk.ts';
import type { RunChunk } from '../../src/lib/seed.ts';

const job = workerData as ChunkJob;
parentPort!.on('message', (chunk: RunChunk) => parentPort!.postMessage(playChunk(job, chunk)));
