import { businessType, typeDefs } from '../../lib/content-model';

export const businessTypeDefs = typeDefs(businessType);
