/** The filters' side panel in the page's one side panel state (only one panel is ever open). */
export const filterPanelName = 'filters';
