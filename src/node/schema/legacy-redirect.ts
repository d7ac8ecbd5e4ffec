import { legacyRedirectType, typeDefs } from '../../lib/content-model';

export const legacyRedirectTypeDefs = typeDefs(legacyRedirectType);
