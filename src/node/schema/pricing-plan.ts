import { pricingPlanType, typeDefs } from '../../lib/content-model';

export const pricingPlanTypeDefs = typeDefs(pricingPlanType);
