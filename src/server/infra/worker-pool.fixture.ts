import { threadId } from 'node:worker_threads';

/** A worker module for worker-pool.test.ts: doubles a number and says which thread did it. */
export default function double(task: { value: number }) {
  return { doubled: task.value * 2, threadId };
}
