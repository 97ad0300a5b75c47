// The core could not be loaded or opened: its reason, in its words, and a way to try again.
import type { CoreError } from '../types';
import { APP_NAME } from './Home';

export function Failed(props: { error: CoreError }) {
  return (
    <div class="page">
      <header class="bar">
        <h1>{APP_NAME}</h1>
      </header>
      <main class="content">
        <p class="problem" role="alert">
          {props.error.message}
        </p>
        <button type="button" class="primary" onClick={() => location.reload()}>
          ↻
        </button>
      </main>
    </div>
  );
}
