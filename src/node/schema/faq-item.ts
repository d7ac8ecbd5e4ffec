import { faqItemType, typeDefs } from '../../lib/content-model';

export const faqItemTypeDefs = typeDefs(faqItemType);
