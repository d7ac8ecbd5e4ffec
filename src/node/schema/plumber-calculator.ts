import { plumberCalculatorType, typeDefs } from '../../lib/content-model';

export const plumberCalculatorTypeDefs = typeDefs(plumberCalculatorType);
