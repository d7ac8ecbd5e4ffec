export const portfolioCaseTypeDefs = `
  "A case study (content/portfolio/cases.json); the third is the featured project"
  type PortfolioCase implements Node @dontInfer {
    slug: String!
    title: String! @localized
    client: String!
    trade: String!
    location: String!
    description: String! @localized
    challenge: String! @localized
    solution: String! @localized
    features: [String!]! @localized
    result: String! @localized
    resultDetail: String! @localized
    timeframe: String! @localized
    testimonial: String! @localized
    testimonialAuthor: String!
    "The author's role at the client, e.g. owner"
    testimonialRole: String! @localized
    "File name (without .svg) under src/illustrations/portfolio"
    image: String!
  }
`;
