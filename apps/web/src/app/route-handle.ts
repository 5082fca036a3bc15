/** What a route tells the layout: the page's title, shown before ' · PeerConnect'. */
export interface RouteHandle {
  title: string;
}
