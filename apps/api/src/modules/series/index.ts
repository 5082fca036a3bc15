export { seriesRoutes } from './series.routes';
export { createSeriesService, type SeriesService } from './series.service';
export { SeriesModel } from './series.model';
