import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses, type Size, type Variant } from './button';

/** A link drawn as a button. Apart from ./button.tsx, so the sign-in screen's buttons come without the router. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
