import { endpoint } from '../common/route';

export const peopleEndpoints = {
  search: endpoint('get', '/api/people'),
  popularInterests: endpoint('get', '/api/people/popular-interests'),
};
