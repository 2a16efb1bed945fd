import '@fontsource-variable/inter';
import { themes } from '@hemma/ui';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { pageBody } from './root.css';

export function Layout({ children }: { children: ReactNode }) {
  const theme = themes.se;
  return (
    <html lang={theme.locale} className={theme.className}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className={pageBody}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
