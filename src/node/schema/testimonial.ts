import { testimonialType, typeDefs } from '../../lib/content-model';

export const testimonialTypeDefs = typeDefs(testimonialType);
