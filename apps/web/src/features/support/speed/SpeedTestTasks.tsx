import { useRef } from 'react';
import { useRealtimeMessages } from '../../../lib/realtime';
import { postSpeedTestResult } from '../api';
import { probe, speedTestTaskOf } from './speed';

/** Runs SPEED_TEST tasks the session topic brings and posts each result back. */
export function SpeedTestTasks() {
  const seen = useRef(new Set<string>());
  useRealtimeMessages((message) => {
    if (message.type !== 'SPEED_TEST') return;
    const task = speedTestTaskOf(message.data);
    // A task reaches every open tab; each tab answers it once.
    if (!task || seen.current.has(task.taskId)) return;
    seen.current.add(task.taskId);
    void probe(task.url, task.timeoutMs).then((result) =>
      postSpeedTestResult({
        taskId: task.taskId,
        success: result.ok,
        elapsed: result.elapsed,
        ...(result.ok ? {} : { message: result.message }),
      }).catch((error: unknown) => console.warn('[speed-test] result not posted', error)),
    );
  });
  return null;
}
