/**
 * What a page shows when the app's own code could not be fetched: there is no React to draw with, so it
 * is plain markup (the same words as PageErrorBoundary's), with a way to try again.
 */
export function showLoadFailure(root: HTMLElement): void {
  root.innerHTML = `
    <div role="alert" class="mx-auto max-w-md px-4 py-16">
      <h1 class="text-xl font-semibold text-slate-900">This page could not be loaded</h1>
      <p class="mt-2 text-sm text-slate-600">Check your connection and try again.</p>
      <button type="button" class="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">Try again</button>
    </div>`;
  root.querySelector('button')!.addEventListener('click', () => window.location.reload());
}
