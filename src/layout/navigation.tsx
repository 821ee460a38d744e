/**
 * In-app navigation shared by the light public shell (history API) and the full console (react-router):
 * components shared by both render real links and ask the context to navigate.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';

export type Navigate = (to: string) => void;

const NavigationContext = createContext<Navigate>((to) => {
  location.assign(to);
});

export const NavigationProvider = NavigationContext.Provider;

/** The current shell's navigate function. */
export function useNavigateTo(): Navigate {
  return useContext(NavigationContext);
}

type NavAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/**
 * An `<a>` that navigates inside the app on a plain left click (modified clicks keep the browser's behaviour).
 * Pass it as `component` to MUI buttons, links and menu items.
 */
export function NavAnchor({ onClick, href, ref, ...props }: NavAnchorProps) {
  const navigate = useNavigateTo();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !href || props.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!href.startsWith('/')) return;
    event.preventDefault();
    navigate(href);
  };
  return <a ref={ref} href={href} onClick={handleClick} {...props} />;
}
