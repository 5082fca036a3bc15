export { recommendationsRoutes } from './recommendations.routes';
export {
  type RecommendationsService,
  createRecommendationsService,
} from './recommendations.service';
