import { homeQuoteCalculatorType, typeDefs } from '../../lib/content-model';

export const homeQuoteCalculatorTypeDefs = typeDefs(homeQuoteCalculatorType);
