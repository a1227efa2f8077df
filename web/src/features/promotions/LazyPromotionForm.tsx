import { lazy, Suspense, type ComponentProps } from 'react';
import type { PromotionForm } from './PromotionForm';

/** The dialog's code, with the crop dialog it carries: loaded after the screen, not with it (the JS budget). */
export const loadPromotionForm = () => import('./PromotionForm');
const Form = lazy(() => loadPromotionForm().then((m) => ({ default: m.PromotionForm })));

/** The create and edit dialog, from its own chunk (the promotions screen starts loading it once shown). */
export function LazyPromotionForm(props: ComponentProps<typeof PromotionForm>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
