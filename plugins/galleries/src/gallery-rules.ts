/**
 * The galleries' fixed rules from the specification (section 9) live in `@tapin/config/rules`, where the
 * owner app's screens read them too.
 */
export { galleryRules } from '@tapin/config/rules';
