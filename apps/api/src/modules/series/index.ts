export { seriesRoutes } from './series.routes';
export { createSeriesService, type SeriesService, storeSeries } from './series.service';
