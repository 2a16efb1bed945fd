import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** The props an injected router link receives: the resolved path and whether it may prefetch. */
export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  prefetch: 'intent' | 'none';
}

/** Without a router, an internal link is a plain anchor and prefetch means nothing. */
const PlainAnchor = forwardRef<HTMLAnchorElement, RouterLinkProps>(function PlainAnchor(
  { to, prefetch: _prefetch, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  );
});

export interface LinkSettings {
  /** The router's link component (React Router's Link fits): ui knows no router. */
  linkComponent: ComponentType<RouterLinkProps & { ref?: Ref<HTMLAnchorElement> }>;
  /** Hosts that are this shop, e.g. `hemma.se`: links to them go through the router like a path. */
  shopHosts: readonly string[];
  /** Turns a path into the current channel's, e.g. adding the market's prefix. */
  resolvePath: (path: string) => string;
}

const defaults: LinkSettings = {
  linkComponent: PlainAnchor,
  shopHosts: [],
  resolvePath: (path) => path,
};

const LinkContext = createContext<LinkSettings>(defaults);

export interface LinkProviderProps extends Partial<LinkSettings> {
  children?: ReactNode;
}

/** Tells every Link below how the app routes: its link component, its hosts, its path helper. */
export function LinkProvider({ children, ...settings }: LinkProviderProps) {
  const parent = useContext(LinkContext);
  const value = {
    ...parent,
    ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
  };
  return <LinkContext.Provider value={value as LinkSettings}>{children}</LinkContext.Provider>;
}

export function useLinkSettings(): LinkSettings {
  return useContext(LinkContext);
}
