import { tradeType, typeDefs } from '../../lib/content-model';

export const tradeTypeDefs = typeDefs(tradeType);
