/** Texts of the live map page (staff-and-agents.md §2.14, screens.md C14). */
export const LIVE_MAP_TEXTS = {
  title: 'Map',
  canvas: 'Live map of the building world',
  canvasHelp:
    'Drag to pan, use the wheel to zoom, click to select; clicking again steps down from district to subdistrict to building. With the map focused, arrow keys pan and + and - zoom.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  zoomLevel: (zoom: number) => `Zoom ${zoom.toFixed(2)}`,
  districtsHidden: 'Zoom in to 0.5 or more to see districts.',
  latestFailed: 'The map data could not be found, so no districts are drawn. Reload the page to try again.',
  districtsFailed: (count: number) =>
    `${count} ${count === 1 ? 'district' : 'districts'} in view could not be loaded. Reload the page to try again.`,
  panel: 'Selection',
  nothingSelected: 'Nothing selected. Click a district on the map, or choose one below.',
  kinds: { district: 'District', subdistrict: 'Subdistrict', building: 'Building' },
  inside: { district: 'Subdistricts', subdistrict: 'Buildings', building: '' },
  up: (kind: string) => `Up to the ${kind.toLowerCase()}`,
  clear: 'Clear selection',
  /** Under the list of what is inside the selection (or in view), when there is nothing. */
  nothingInside: { district: 'No subdistricts here.', subdistrict: 'No buildings here.', building: '' },
  noDistrictsInView: 'No districts in view.',
  postcode: 'Postcode',
  openBuilding: 'Open the building record',
  owner: 'Store owner',
  store: 'Store leads to',
  visibleDistricts: 'Districts in view',
  demoPlayers: 'Demo mode: the players on this map are simulated walkers, not people in VR.',
  players: (count: number) => `${count} ${count === 1 ? 'player' : 'players'} on the map`,
} as const;
