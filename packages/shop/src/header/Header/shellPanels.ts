/** Side panel names the shell opens (the header's cart, account and menu buttons); the layout renders a panel for each. */
export const shellPanels = { cart: 'cart', account: 'account', menu: 'menu' } as const;
