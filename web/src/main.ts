/**
 * The app's first module on every address but the sign-in screen's (index.html), free of React: it
 * starts the screen's reads and code, then draws the app once React and the app have arrived
 * (app/boot.ts). The HTML already preloads the app's own module and React (web/vite.config.ts).
 */
import { loadApp } from './app/boot';
import { showLoadFailure } from './app/load-failure';
import './index.css';

loadApp().then(
  (draw) => draw(),
  () => showLoadFailure(document.getElementById('root')!),
);
