// First: later modules may add <style> elements, which need the page's CSP nonce.
import './csp-nonce';
export { cx } from './class-names';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button/button';
export { Card } from './card/card';
export { Spinner, PageSpinner, type SpinnerProps } from './spinner/spinner';
export { Skeleton } from './feedback/skeleton';
export { Badge } from './feedback/badge';
export { TextField, type TextFieldProps } from './field/text-field';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './tabs/tabs';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogDescription,
} from './dialog/dialog';
export {
  toast,
  useToastStore,
  TOAST_DURATION_MS,
  type ToastInput,
  type ToastVariant,
} from './toast/toast-store';
export { Toaster } from './toast/toaster';
export { PagePlaceholder } from './page/page-placeholder';
export { Accordion, AccordionItem, AccordionTrigger, AccordionContent } from './accordion/accordion';
export { PasswordField } from './field/password-field';
export {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE_NAME,
  CONSENT_STORAGE_KEY,
  type ConsentCategory,
  type ConsentChoices,
  type ConsentRecord,
} from './consent/consent-storage';
export { useConsent, hasConsent, onConsentChange, openCookieSettings } from './consent/consent-store';
export { setConsentedCookie } from './consent/optional-cookies';
export { removeCookie } from './consent/cookies';
export { TextAreaField, type TextAreaFieldProps } from './field/text-area-field';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './dropdown-menu/dropdown-menu';
