import { defineRoute, json } from '../common/route';
import { peopleEndpoints } from './people.endpoints';
import {
  peoplePageSchema,
  peopleSearchQuerySchema,
  popularInterestsQuerySchema,
  popularInterestsSchema,
} from './people.schema';

export const peopleRoutes = {
  search: defineRoute(peopleEndpoints.search, {
    tag: 'People',
    summary:
      'Search students by username, interest or major: exact and prefix username matches first; never across a block, never who opted out',
    auth: true,
    query: peopleSearchQuerySchema,
    responses: [json(200, 'A page of students', peoplePageSchema)],
    errors: [400, 401, 429],
  }),
  popularInterests: defineRoute(peopleEndpoints.popularInterests, {
    tag: 'People',
    summary: 'The interests of one list that most students chose (suggestions at sign-up)',
    auth: false,
    query: popularInterestsQuerySchema,
    responses: [json(200, 'The most chosen first', popularInterestsSchema)],
    errors: [400],
  }),
};
