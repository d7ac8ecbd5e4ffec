import { processStepType, typeDefs } from '../../lib/content-model';

export const processStepTypeDefs = typeDefs(processStepType);
