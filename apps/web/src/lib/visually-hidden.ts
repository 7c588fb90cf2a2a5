/**
 * Read by screen readers, not shown: a live region's news, a word beside an icon. Sizes in px:
 * a bare 1 in `sx` means 100%, which once made an absolutely placed span as wide as the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
