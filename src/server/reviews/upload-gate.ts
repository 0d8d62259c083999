import { ServiceUnavailableError } from '../http/errors.ts';
import { limitedRuns } from '../http/limited-runs.ts';

/**
 * A review with photos holds its body (up to 51 MB) and then each decoded photo in memory. Only
 * this many are read and processed at once in a process, so that a burst of uploads costs a
 * bounded amount of memory; the others wait their turn, their bytes left in the connection.
 */
const AT_ONCE = 2;
/** Past this many waiting, an upload is asked to come back shortly instead of queueing. */
const MAX_WAITING = 20;
const RETRY_AFTER_SECONDS = 5;

const runs = limitedRuns(AT_ONCE);
let waiting = 0;

export function withUploadPlace<T>(work: () => Promise<T>): Promise<T> {
  if (waiting >= MAX_WAITING) {
    return Promise.reject(
      new ServiceUnavailableError(
        RETRY_AFTER_SECONDS,
        '지금은 사진을 올리는 분이 많습니다. 잠시 후 다시 시도해 주세요.',
      ),
    );
  }
  waiting++;
  return new Promise<T>((resolve, reject) => {
    runs.add(() => {
      waiting--;
      return work().then(resolve, reject);
    });
  });
}
