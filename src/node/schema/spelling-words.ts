import { spellingWordsType, typeDefs } from '../../lib/content-model';

export const spellingWordsTypeDefs = typeDefs(spellingWordsType);
