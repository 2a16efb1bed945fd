// The header and its neighbours: the top bar with the market, language and customer-type
// switchers, the main and phone menus, the menu link and the search box with its suggestions.
export * from './Header';
export * from './MenuLink';
export * from './TopBar';
export * from './MarketList';
export * from './CustomerTypeToggle';
export * from './Search';
