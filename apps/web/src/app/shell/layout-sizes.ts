/** The seed's drawer width. */
export const DRAWER_WIDTH = 240;
/** Collapsed to icons: a 24 px icon with 20 px either side. */
export const COLLAPSED_DRAWER_WIDTH = 64;
/** The app bar, on every screen size, so the drawer can start right below it. */
export const APP_BAR_HEIGHT = 64;
/** The id of the sidebar's navigation, which the header's menu buttons control. */
export const MAIN_MENU_ID = 'main-menu';
