import { localSeoArticleType, typeDefs } from '../../lib/content-model';

export const localSeoArticleTypeDefs = typeDefs(localSeoArticleType);
