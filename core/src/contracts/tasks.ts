/**
 * Work an owner waits for, done apart from the request that asked for it (issue 29): a request sent with
 * `Prefer: respond-async` (RFC 7240) is answered 202 with the task; `GET /api/tasks/{id}` then tells its
 * steps so far, and its answer or refusal once it has one. Without the header the same request waits and
 * answers as before.
 */
export type TaskState = 'queued' | 'running' | 'done' | 'failed';

/** One step of a task, as the screen lists it while it waits. */
export interface TaskStep {
  label: string;
  state: 'active' | 'done' | 'failed';
  detail?: string;
}

/** A refusal: what the request would have answered without `Prefer: respond-async`. */
export interface TaskError {
  status: number;
  message: string;
  details: Record<string, unknown>;
}

export interface TaskView<R = unknown> {
  id: string;
  kind: string;
  state: TaskState;
  steps: TaskStep[];
  /** Once `done`. */
  result?: R;
  /** Once `failed`. */
  error?: TaskError;
}

/** The `Prefer` preference that asks for the task rather than the answer. */
export const RESPOND_ASYNC = 'respond-async';
