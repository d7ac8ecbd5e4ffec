export const processStepTypeDefs = `
  "A step of the process on the home page (content/home/process.json)"
  type ProcessStep implements Node @dontInfer {
    step: Int!
    title: String! @localized
    description: String! @localized
  }
`;
