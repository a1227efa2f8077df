import { RESPOND_ASYNC, type TaskStep, type TaskView } from '@tapin/core/contracts';
import { answerOf, ApiError, apiRequest, apiResponse } from './api';

/** How often a screen looks at its task, and for how long before it stops waiting. */
const LOOK_EVERY_MS = 400;
const GIVE_UP_MS = 5 * 60 * 1000;

/**
 * Sends a request for work the server does as a task (a card read, a website read, a poster) and follows
 * the task: `onSteps` hears its steps as they change; the answer, or the refusal as an ApiError as the
 * request itself would have thrown, comes back as for `apiRequest`.
 */
export async function runTask<R>(method: string, url: string, body: unknown, onSteps: (steps: TaskStep[]) => void = () => undefined): Promise<R> {
  const response = await apiResponse(method, url, body, { Prefer: RESPOND_ASYNC });
  if (response.status !== 202) return answerOf<R>(response);
  let task = (await response.json()) as TaskView<R>;
  const location = response.headers.get('Location') ?? `/api/tasks/${task.id}`;
  const until = Date.now() + GIVE_UP_MS;
  for (;;) {
    onSteps(task.steps);
    if (task.state === 'done') return task.result as R;
    if (task.state === 'failed') {
      const { status, message, details } = task.error!;
      const data = { message, ...details };
      throw new ApiError(status, JSON.stringify(data), data);
    }
    if (Date.now() > until) {
      const data = { message: 'This is taking longer than it should. Please try again in a moment.' };
      throw new ApiError(503, JSON.stringify(data), data);
    }
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    task = await apiRequest<TaskView<R>>('GET', location);
  }
}
