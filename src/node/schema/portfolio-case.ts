import { portfolioCaseType, typeDefs } from '../../lib/content-model';

export const portfolioCaseTypeDefs = typeDefs(portfolioCaseType);
